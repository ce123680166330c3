import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_RULES, type AccessRequestWire, checkApprovedDays, grantEnd, toLanguage } from '../../../contracts';
import { RecordLocks } from '../../../platform/database/record-locks';
import { faultPoint } from '../../../platform/faults/fault-point';
import { accessRequestWire, type StoredAccessRequest } from '../../access-request-view';
import { AccessRefused, AccessRequestNotFound, AccessRulesBroken } from '../../access-requests.errors';
import { AccessDecisions } from '../../grants/access-decisions';
import { grantIdOf } from '../../grants/access-grant-applier';
import { AccessInboxes } from '../../requests/access-inboxes';
import { DecideAccessRequestCommand } from './decide-access-request.command';
import { assertMayDecide } from './may-decide';
import { AccessStore } from '../../access-store';
import { UnappliedDecisions } from '../../consistency/unapplied-decisions';

/**
 * Exactly one decision wins: decisions on one request run one at a time under its owned lock, and the
 * second finds it decided (409). Three idempotent steps: (1) the decision stored on the request, marked
 * not yet applied; (2) AccessRequestDecided staged in the outbox under the request's key (mails, log
 * line, grant); (3) the grant applied before the answer. A crash after (1) or (2) is finished by the
 * relay (step 3 again) or by the reconciler, which stages (2) again from the stored decision.
 */
@CommandHandler(DecideAccessRequestCommand)
export class DecideAccessRequestHandler implements ICommandHandler<DecideAccessRequestCommand> {
  constructor(
    private readonly store: AccessStore,
    private readonly locks: RecordLocks,
    private readonly decisions: AccessDecisions,
    private readonly inboxes: AccessInboxes,
    private readonly unapplied: UnappliedDecisions,
  ) {}

  execute({ caller, requestId, decision, reason, days }: DecideAccessRequestCommand): Promise<AccessRequestWire> {
    if (!isValidObjectId(requestId)) throw new AccessRequestNotFound();
    return this.locks.withLock(`access-request:${requestId}`, async (lease) => {
      const request = await this.store.requests.findById(requestId).lean<StoredAccessRequest>();
      if (!request) throw new AccessRequestNotFound();
      assertMayDecide(caller, request);
      if (request.status !== 'waiting') {
        await this.inboxes.remove(request); // an inbox a crash left behind its decision
        throw new AccessRefused(ACCESS_REQUEST_RULES.alreadyDecided, 409);
      }
      const refusal = reason?.trim() ?? '';
      if (decision === 'refuse' && !refusal) throw new AccessRulesBroken([{ field: 'reason', ...ACCESS_REQUEST_RULES.refusalReasonRequired }]);
      if (refusal.length > ACCESS_REQUEST_LIMITS.reasonLength)
        throw new AccessRulesBroken([{ field: 'reason', ...ACCESS_REQUEST_RULES.reasonTooLong, params: { max: ACCESS_REQUEST_LIMITS.reasonLength } }]);
      const shorter = decision === 'approve' ? checkApprovedDays(days, request.days ?? null) : [];
      if (shorter.length) throw new AccessRulesBroken(shorter);
      const now = new Date();
      const decided = {
        status: decision === 'approve' ? ('granted' as const) : ('refused' as const),
        decided_by: { _id: caller.userId ?? '', fullname: caller.fullname },
        decided_time: now,
        refusal_reason: decision === 'refuse' ? refusal : null,
        ends_at: decision === 'approve' ? grantEnd(await this.startOf(request, now), days ?? request.days ?? null) : null,
        applied: false,
      };
      await lease.beforeWrite();
      await this.unapplied.file(requestId);
      await this.store.requests.updateOne({ _id: request._id }, { $set: decided });
      faultPoint('access.decide.after-status');
      const stored = { ...request, ...decided };
      await this.decisions.finish(stored);
      return accessRequestWire(stored, toLanguage(caller.language));
    });
  }

  /** An extension's days count from the grant's current end, or from now if that end has passed: never shorter. */
  private async startOf(request: StoredAccessRequest, now: Date): Promise<Date> {
    if (!request.extension) return now;
    const grant = await this.store.grants.findById(grantIdOf(request.tool_id, request.requester._id), { ends_at: 1, state: 1 }).lean();
    const end = grant && grant.state !== 'ended' ? grant.ends_at : null;
    return end && end > now ? end : now;
  }
}
