import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { ACCESS_REQUEST_RULES, type AccessRequestWire, toLanguage } from '../../../contracts';
import { DirectoryReader } from '../../../directory/directory.public';
import { NotFound } from '../../../platform/http/domain.error';
import { ToolCatalogue } from '../../../tools/tools.public';
import { accessRequestWire, type StoredAccessRequest } from '../../access-request-view';
import { AccessRulesBroken } from '../../access-requests.errors';
import { AccessDecisions } from '../../grants/access-decisions';
import { GrantAccessDirectlyCommand } from './grant-access-directly.command';
import { AccessStore } from '../../access-store';
import { UnappliedDecisions } from '../../consistency/unapplied-decisions';

const DAY_MS = 24 * 3600 * 1000;

/** A direct grant is stored as a request granted at once (`direct`), so it follows the same steps, log and end as an approved one. */
@CommandHandler(GrantAccessDirectlyCommand)
export class GrantAccessDirectlyHandler implements ICommandHandler<GrantAccessDirectlyCommand> {
  constructor(
    private readonly store: AccessStore,
    private readonly catalogue: ToolCatalogue,
    private readonly directory: DirectoryReader,
    private readonly decisions: AccessDecisions,
    private readonly unapplied: UnappliedDecisions,
  ) {}

  async execute({ caller, toolId, userId, endsAt }: GrantAccessDirectlyCommand): Promise<AccessRequestWire> {
    await this.catalogue.ready();
    const tool = this.catalogue.get(toolId)?.tool;
    if (!tool) throw new NotFound('Tool');
    const end = endsAt ? new Date(endsAt) : null;
    if (end && (Number.isNaN(end.getTime()) || end.getTime() <= Date.now())) throw new AccessRulesBroken([{ field: 'endsAt', ...ACCESS_REQUEST_RULES.endInvalid }]);
    const person = await this.directory.activeUser(userId, ['fullname']);
    if (!person) throw new AccessRulesBroken([{ field: 'userId', ...ACCESS_REQUEST_RULES.unknownApprover }]);
    const now = new Date();
    const doc = {
      _id: new Types.ObjectId(),
      tool_id: toolId,
      tool_title: tool.title,
      requester: { _id: userId, fullname: person.fullname },
      reason: '',
      days: end ? Math.ceil((end.getTime() - now.getTime()) / DAY_MS) : null,
      status: 'granted' as const,
      decided_by: { _id: caller.userId ?? '', fullname: caller.fullname },
      decided_time: now,
      ends_at: end,
      direct: true,
      applied: false,
    };
    await this.unapplied.file(String(doc._id));
    const created = (await this.store.requests.create(doc)).toObject<StoredAccessRequest>();
    await this.decisions.finish(created);
    return accessRequestWire(created, toLanguage(caller.language));
  }
}
