import { Injectable } from '@nestjs/common';
import { faultPoint } from '../../platform/faults/fault-point';
import { Outbox } from '../../platform/outbox/outbox';
import { requesterOf, type StoredAccessRequest, toolRefOf } from '../access-request-view';
import { AccessRequestDecidedEvent } from '../events/access-events';
import { AccessMails } from '../mails/access-mails';
import { AccessInboxes } from '../requests/access-inboxes';
import { RequesterLists } from '../requests/requester-lists';
import { AccessGrantApplier } from './access-grant-applier';

/**
 * Steps 2 and 3 of a stored decision, safe to run again: the request out of the approvers' inboxes (into their recently decided), the decision's event staged under the request's
 * key and the decision's own time (a re-run rebuilds the same log line and the same mails' keys), then
 * applied here at once; the relay applies it again if this process stops in between.
 */
@Injectable()
export class AccessDecisions {
  constructor(
    private readonly outbox: Outbox,
    private readonly mails: AccessMails,
    private readonly applier: AccessGrantApplier,
    private readonly inboxes: AccessInboxes,
    private readonly requesters: RequesterLists,
  ) {}

  async finish(request: StoredAccessRequest): Promise<void> {
    await this.inboxes.settle(request);
    await this.requesters.close(request);
    const decision = request.status === 'granted' ? 'granted' : 'refused';
    const tool = toolRefOf(request);
    const requester = requesterOf(request);
    const by = { userId: request.decided_by?._id ?? '', fullname: request.decided_by?.fullname ?? '' };
    const mails = await this.mails.render(
      decision === 'granted' ? 'access-granted' : 'access-refused',
      [{ kind: 'user', userId: requester.userId }],
      tool,
      { requester: requester.fullname, decider: by.fullname, reason: request.refusal_reason ?? '', until: request.ends_at ?? null },
      'mine',
    );
    const event = new AccessRequestDecidedEvent(String(request._id), tool, requester, decision, by, request.refusal_reason ?? null, request.ends_at?.toISOString() ?? null, request.direct ?? false, mails);
    const [staged] = (await this.outbox.stage([`access-request.${String(request._id)}.decided`, event, request.decided_time ?? undefined])) as AccessRequestDecidedEvent[];
    faultPoint('access.decide.after-outbox');
    await this.applier.apply(staged);
    this.outbox.release([staged]);
  }
}
