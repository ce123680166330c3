import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { grantWarningTime } from '../../contracts';
import { type LockLease, RecordBusy } from '../../platform/database/record-locks';
import { faultPoint } from '../../platform/faults/fault-point';
import { Outbox } from '../../platform/outbox/outbox';
import { GrantToolViewerCommand } from '../../tools/tools.public';
import { AccessRequestDecidedEvent } from '../events/access-events';
import { UnappliedDecisions } from '../consistency/unapplied-decisions';
import { GrantSchedule } from './grant-schedule';
import { GrantWriters } from './grant-writers';
import { AccessStore } from '../access-store';

export const ACCESS_GRANT_REACTION = 'access-grant';

export const grantIdOf = (toolId: string, userId: string) => `${toolId}:${userId}`;

const ENDING = Symbol('ending');
/** How long a decision waits for the expiry job to settle a grant it is ending, and how often it looks again. */
const WAIT_FOR_EXPIRY_MS = 8_000;
const LOOK_AGAIN_EVERY_MS = 250;

/**
 * The effects of a decision, each step idempotent so the relay or the reconciler can run it again: a
 * grant stores the person's grant (one a tool and person: a new one replaces the last, as an extension
 * does) and makes them a granted viewer through tools' command; then the request is marked applied.
 */
@Injectable()
export class AccessGrantApplier {
  constructor(
    private readonly store: AccessStore,
    private readonly writers: GrantWriters,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly schedule: GrantSchedule,
    private readonly unapplied: UnappliedDecisions,
  ) {}

  /**
   * Runs `work` as the grant's writer (GrantWriters: its lock and mark). While the expiry job is ending the
   * grant (`work` answers ENDING and writes nothing) the lock is let go and taken again a little
   * later, so the job finds it free and settles the grant; past WAIT_FOR_EXPIRY_MS, busy (the relay or the
   * reconciler applies it later).
   */
  private async whileNotEnding<T>(id: string, work: (lease: LockLease) => Promise<T | typeof ENDING>): Promise<T> {
    const until = performance.now() + WAIT_FOR_EXPIRY_MS;
    for (;;) {
      const outcome = await this.writers.write(id, work);
      if (outcome !== ENDING) return outcome;
      if (performance.now() > until) throw new RecordBusy();
      await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_EVERY_MS));
    }
  }

  /** The holder a viewer of the tool, while the grant's lock is still this caller's (checked before the tool's write). */
  private async grantViewer(event: AccessRequestDecidedEvent, lease: LockLease): Promise<true> {
    await lease.beforeWrite();
    await this.commands.execute(new GrantToolViewerCommand(event.tool.toolId, event.requester.userId));
    return true;
  }

  async apply(event: AccessRequestDecidedEvent): Promise<void> {
    if (event.decision === 'granted') {
      const id = grantIdOf(event.tool.toolId, event.requester.userId);
      const endsAt = event.endsAt ? new Date(event.endsAt) : null;
      // The viewer is granted as the grant's writer: the expiry job, which marks the ends it is ending, then
      // reads the grants and leaves for later one a writer is writing, never ends a grant while its viewer is on the way in.
      await this.whileNotEnding(id, async (lease) => {
        const current = await this.store.grants.findById(id, { request_id: 1, request_ids: 1, state: 1, ends_at: 1 }).lean();
        if (current && (await this.writers.isEnding(current))) return ENDING;
        // Applied already: the viewer is granted again only while the grant runs. A decision delivered again
        // (the relay, the reconciler) after the expiry job took its grant out must not make the holder a viewer again.
        if (current && String(current.request_id) === event.requestId) return current.state === 'active' && this.grantViewer(event, lease);
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
          // An extension of a running grant: its earlier requests show the new end.
          await this.store.grants.updateOne({ _id: id }, { $set: grant, $addToSet: { request_ids: requestId } });
          await this.store.requests.updateMany({ _id: { $in: current.request_ids ?? [] }, status: 'granted' }, { $set: { ends_at: endsAt } });
        } else {
          await this.store.grants.updateOne({ _id: id }, { $set: { ...grant, state: 'active', request_ids: [requestId] } }, { upsert: true });
        }
        faultPoint('access.grant.after-record');
        return this.grantViewer(event, lease);
      });
      faultPoint('access.grant.after-viewer');
    }
    await this.store.requests.updateOne({ _id: new Types.ObjectId(event.requestId) }, { $set: { applied: true } });
    await this.unapplied.settle(event.requestId);
    await this.outbox.markDone(event, ACCESS_GRANT_REACTION);
  }
}
