import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { RecordLocks } from '../../platform/database/record-locks';
import { Outbox } from '../../platform/outbox/outbox';
import type { ToolRef } from '../../tools/tools.public';
import { requesterOf, type StoredAccessRequest } from '../access-request-view';
import { AccessRequestWithdrawnEvent } from '../events/access-events';
import { AccessMails } from '../mails/access-mails';
import { AccessInboxes } from './access-inboxes';
import { RequesterLists } from './requester-lists';
import { AccessStore } from '../access-store';

export type WithdrawalCause = AccessRequestWithdrawnEvent['cause'];

/**
 * Withdraws waiting requests, one at a time under each request's lock (the decision's lock too, so a
 * withdrawal and a decision never both win). The event (with the requester's mail when the tool caused
 * it) is staged before the state is written, under a key of the request: a re-run stages it once.
 */
@Injectable()
export class WaitingRequests {
  constructor(
    private readonly store: AccessStore,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly mails: AccessMails,
    private readonly inboxes: AccessInboxes,
    private readonly requesters: RequesterLists,
  ) {}

  /** Answers true when this call withdrew it, false when it was no longer waiting. */
  withdraw(requestId: string, cause: WithdrawalCause, tool?: ToolRef): Promise<boolean> {
    return this.locks.withLock(`access-request:${requestId}`, async (lease) => {
      const request = await this.store.requests.findById(requestId).lean<StoredAccessRequest>();
      if (!request || request.status !== 'waiting') return false;
      const ref = tool ?? { toolId: request.tool_id, title: request.tool_title };
      const requester = requesterOf(request);
      const mails = cause === 'requester' ? [] : await this.mails.render('access-withdrawn', [{ kind: 'user', userId: requester.userId }], ref, { requester: '', decider: '', reason: '', until: null }, 'mine');
      const event = new AccessRequestWithdrawnEvent(requestId, ref, requester, cause, mails);
      await this.outbox.around([[`access-request.${requestId}.withdrawn`, event]], async () => {
        await lease.beforeWrite();
        await this.store.requests.updateOne({ _id: request._id }, { $set: { status: 'withdrawn', applied: true } });
      });
      await this.inboxes.remove(request);
      await this.requesters.close(request);
      return true;
    });
  }

  /** Every waiting request of a tool that stopped being requestable or was deleted; answers how many. */
  async withdrawOfTool(tool: ToolRef, cause: Exclude<WithdrawalCause, 'requester'>): Promise<number> {
    let withdrawn = 0;
    for (;;) {
      const batch = await this.store.requests.find({ tool_id: tool.toolId, status: 'waiting' }, { _id: 1 }).limit(100).lean();
      if (!batch.length) return withdrawn;
      for (const { _id } of batch) if (await this.withdraw(String(_id as Types.ObjectId), cause, tool)) withdrawn += 1;
    }
  }
}
