import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { grantWarningTime } from '../../contracts';
import { RecordLocks } from '../../platform/database/record-locks';
import { faultPoint } from '../../platform/faults/fault-point';
import { Outbox } from '../../platform/outbox/outbox';
import { GrantToolViewerCommand } from '../../tools/tools.public';
import { AccessRequestDecidedEvent } from '../events/access-events';
import { UnappliedDecisions } from '../consistency/unapplied-decisions';
import { GrantSchedule } from './grant-schedule';
import { AccessStore } from '../access-store';

export const ACCESS_GRANT_REACTION = 'access-grant';

export const grantIdOf = (toolId: string, userId: string) => `${toolId}:${userId}`;

/**
 * The effects of a decision, each step idempotent so the relay or the reconciler can run it again: a
 * grant stores the person's grant (one a tool and person: a new one replaces the last, as an extension
 * does) and makes them a granted viewer through tools' command; then the request is marked applied.
 */
@Injectable()
export class AccessGrantApplier {
  constructor(
    private readonly store: AccessStore,
    private readonly locks: RecordLocks,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly schedule: GrantSchedule,
    private readonly unapplied: UnappliedDecisions,
  ) {}

  async apply(event: AccessRequestDecidedEvent): Promise<void> {
    if (event.decision === 'granted') {
      const id = grantIdOf(event.tool.toolId, event.requester.userId);
      const endsAt = event.endsAt ? new Date(event.endsAt) : null;
      const live = await this.locks.withLock(`access-grant:${id}`, async (lease) => {
        const current = await this.store.grants.findById(id, { request_id: 1, request_ids: 1, state: 1 }).lean();
        // Applied already: the viewer is granted again only while the grant runs. A decision delivered again
        // (the relay, the reconciler) after the expiry job took its grant out must not make the holder a viewer again.
        if (current && String(current.request_id) === event.requestId) return current.state === 'active';
        await lease.beforeWrite();
        // The end filed before it is written: the expiry job never misses a stored end.
        await this.schedule.file({ _id: id, ends_at: endsAt, warn_at: endsAt ? grantWarningTime(endsAt) : null });
        const requestId = new Types.ObjectId(event.requestId);
        const grant = {
          tool_id: event.tool.toolId,
          tool_title: event.tool.title,
          holder: { _id: event.requester.userId, fullname: event.requester.fullname },
          request_id: requestId,
          ends_at: endsAt,
          warn_at: endsAt ? grantWarningTime(endsAt) : null,
          warned: false,
        };
        if (current && current.state !== 'ended') {
          // An extension of a running grant: its state is left as it is (the expiry job may be taking the
          // viewer out: seeing the new end, it puts them back), and its earlier requests show the new end.
          await this.store.grants.updateOne({ _id: id }, { $set: grant, $addToSet: { request_ids: requestId } });
          await this.store.requests.updateMany({ _id: { $in: current.request_ids ?? [] }, status: 'granted' }, { $set: { ends_at: endsAt } });
        } else {
          await this.store.grants.updateOne({ _id: id }, { $set: { ...grant, state: 'active', request_ids: [requestId] } }, { upsert: true });
        }
        return true;
      });
      faultPoint('access.grant.after-record');
      if (live) await this.commands.execute(new GrantToolViewerCommand(event.tool.toolId, event.requester.userId));
      faultPoint('access.grant.after-viewer');
    }
    await this.store.requests.updateOne({ _id: new Types.ObjectId(event.requestId) }, { $set: { applied: true } });
    await this.unapplied.settle(event.requestId);
    await this.outbox.markDone(event, ACCESS_GRANT_REACTION);
  }
}
