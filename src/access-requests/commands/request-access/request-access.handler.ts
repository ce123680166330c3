import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { ACCESS_REQUEST_RULES, type AccessRequestWire, checkAccessRequest, toLanguage } from '../../../contracts';
import { DirectoryReader, type PeopleFilter } from '../../../directory/directory.public';
import { RecordLocks } from '../../../platform/database/record-locks';
import { Outbox } from '../../../platform/outbox/outbox';
import { canSee, ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { AccessPolicies, isRequestable } from '../../access-policies';
import { grantIdOf } from '../../grants/access-grant-applier';
import { accessRequestWire, type StoredAccessRequest } from '../../access-request-view';
import { AccessRefused, AccessRequestNotFound, AccessRulesBroken } from '../../access-requests.errors';
import { AccessRequestedEvent } from '../../events/access-events';
import { AccessMails } from '../../mails/access-mails';
import { AccessInboxes } from '../../requests/access-inboxes';
import { RequesterLists } from '../../requests/requester-lists';
import { RequestAccessCommand } from './request-access.command';
import { AccessStore } from '../../access-store';

/**
 * One open request per person and tool (an extension, from someone holding a grant with an end, included): under an owned lock of the pair (FerretDB's conditional writes
 * are not atomic), the open one is looked for, then the new one stored with its approvers fixed, and
 * the approvers' mails staged in the outbox with it.
 */
@CommandHandler(RequestAccessCommand)
export class RequestAccessHandler implements ICommandHandler<RequestAccessCommand> {
  constructor(
    private readonly store: AccessStore,
    private readonly policies: AccessPolicies,
    private readonly catalogue: ToolCatalogue,
    private readonly subjects: WallSubjects,
    private readonly directory: DirectoryReader,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly mails: AccessMails,
    private readonly inboxes: AccessInboxes,
    private readonly requesters: RequesterLists,
  ) {}

  async execute({ caller, toolId, body }: RequestAccessCommand): Promise<AccessRequestWire> {
    await this.catalogue.ready();
    const tool = this.catalogue.get(toolId)?.tool;
    const policy = await this.policies.of(toolId);
    if (!isRequestable(tool, policy) || !caller.userId) throw new AccessRequestNotFound();
    const requesterId = caller.userId;
    // Someone who sees the tool asks only for more time, and only while holding a grant with an end.
    const extension = canSee(await this.subjects.viewerOfCaller(caller), tool);
    if (extension && !(await this.holdsTimeBoundGrant(toolId, requesterId))) throw new AccessRefused(ACCESS_REQUEST_RULES.alreadyViewer, 409);
    return this.locks.withLock(`access-request-open:${toolId}:${requesterId}`, async (lease) => {
      const open = await this.requesters.openOne(requesterId, toolId);
      if (open) throw new AccessRefused(ACCESS_REQUEST_RULES.alreadyOpen, 409, { requestId: open });
      const violations = checkAccessRequest(body, policy);
      if (violations.length) throw new AccessRulesBroken(violations);
      const approvers = await this.approversOf(policy.approvers, tool.managers, requesterId);
      const id = new Types.ObjectId();
      const ref = { toolId, title: tool.title };
      const requester = { userId: requesterId, fullname: caller.fullname };
      const reason = String(body.reason).trim();
      const recipients: PeopleFilter[] = approvers.group ? [{ kind: 'group', groupId: approvers.group.id }] : approvers.ids.map((userId) => ({ kind: 'user', userId }));
      const mails = await this.mails.render('access-requested', recipients, ref, { requester: caller.fullname, decider: '', reason, until: null }, 'to-decide');
      const doc = {
        _id: id,
        tool_id: toolId,
        tool_title: tool.title,
        requester: { _id: requesterId, fullname: caller.fullname },
        reason,
        answer: policy.question ? String(body.answer ?? '').trim() : null,
        question: policy.question,
        days: body.days ?? null,
        status: 'waiting' as const,
        approver_ids: approvers.ids,
        approver_group: approvers.group?.guid ?? null,
        extension,
        created_time: new Date(),
      };
      const created = await this.outbox.around([[`access-request.${id}.requested`, new AccessRequestedEvent(String(id), ref, requester, mails)]], async () => {
        await lease.beforeWrite();
        // Filed first: an entry whose request a crash left unstored is dropped when read.
        await this.inboxes.file(doc);
        await this.requesters.file(doc);
        return (await this.store.requests.create(doc)).toObject<StoredAccessRequest>();
      });
      return accessRequestWire(created, toLanguage(caller.language));
    });
  }

  private async holdsTimeBoundGrant(toolId: string, userId: string): Promise<boolean> {
    // By `_id` alone: FerretDB reads any other filter document by document.
    const grant = await this.store.grants.findById(grantIdOf(toolId, userId), { state: 1, ends_at: 1 }).lean();
    return Boolean(grant && grant.state !== 'ended' && grant.ends_at);
  }

  /** Who decides, fixed at the request: the tool's managers, the policy's people, or a group (by guid); never the requester. */
  private async approversOf(approvers: Awaited<ReturnType<AccessPolicies['of']>>['approvers'], managers: string[], requesterId: string) {
    if (approvers.kind === 'group') {
      const guid = await this.directory.groupGuid(approvers.groupId);
      return { ids: [] as string[], group: guid ? { id: approvers.groupId, guid } : null };
    }
    const ids = approvers.kind === 'people' ? approvers.userIds : managers.map(String);
    return { ids: ids.filter((id) => id !== requesterId), group: null };
  }
}
