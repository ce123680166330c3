import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ACCESS_REQUEST_RULES, type AccessApprovers, type AccessPolicyWire, ALL_VIEWERS, checkAccessPolicy } from '../../../contracts';
import { DirectoryReader } from '../../../directory/directory.public';
import { NotFound } from '../../../platform/http/domain.error';
import { ToolCatalogue } from '../../../tools/tools.public';
import { AccessPolicies } from '../../access-policies';
import { AccessRulesBroken } from '../../access-requests.errors';
import { WaitingRequests } from '../../requests/waiting-requests';
import { SaveAccessPolicyCommand } from './save-access-policy.command';

/** Saves a policy (its rules, then its approvers against the directory); turning requests off withdraws the waiting ones. */
@CommandHandler(SaveAccessPolicyCommand)
export class SaveAccessPolicyHandler implements ICommandHandler<SaveAccessPolicyCommand> {
  constructor(
    private readonly current: AccessPolicies,
    private readonly catalogue: ToolCatalogue,
    private readonly directory: DirectoryReader,
    private readonly waiting: WaitingRequests,
  ) {}

  async execute({ toolId, body }: SaveAccessPolicyCommand): Promise<AccessPolicyWire> {
    await this.catalogue.ready();
    const tool = this.catalogue.get(toolId)?.tool;
    if (!tool) throw new NotFound('Tool');
    const approvers = body.approvers as AccessApprovers;
    const violations = checkAccessPolicy({ approvers, maxDays: body.maxDays, question: body.question?.trim() || null });
    if (body.requestable && tool.users.includes(ALL_VIEWERS)) violations.push({ field: 'requestable', ...ACCESS_REQUEST_RULES.notPrivate });
    if (!violations.length) violations.push(...(await this.unknownApprovers(approvers)));
    if (violations.length) throw new AccessRulesBroken(violations);
    const before = await this.current.of(toolId);
    const stored = { requestable: body.requestable, approvers, max_days: body.maxDays, question: body.question?.trim() || null };
    const saved = await this.current.save(toolId, stored);
    if (before.requestable && !body.requestable) await this.waiting.withdrawOfTool({ toolId, title: tool.title }, 'not-requestable');
    return saved;
  }

  private async unknownApprovers(approvers: AccessApprovers) {
    const unknown = [{ field: 'approvers', ...ACCESS_REQUEST_RULES.unknownApprover }];
    if (approvers.kind === 'group') return (await this.directory.activeGroupById(approvers.groupId)) ? [] : unknown;
    if (approvers.kind === 'people') {
      const found = await this.directory.activeUserIds(approvers.userIds);
      return approvers.userIds.every((id) => found.has(id)) ? [] : unknown;
    }
    return [];
  }
}
