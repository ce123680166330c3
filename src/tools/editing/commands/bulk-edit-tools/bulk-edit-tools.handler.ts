import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ExtendPendingRequestsCommand } from '../../../ports/extend-pending-requests.command';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { canEditTool, needsApproval } from '../../../../contracts/tool-access';
import { ToolsBulkEditedEvent } from '../../../events/tools-bulk-edited.event';
import { ToolStore } from '../../../tool-store';
import { ToolNotFound } from '../../../wall/wall.errors';
import { ALL_VIEWERS } from '../../../visibility/tool-visibility';
import { scopeOf, StoredTool } from '../../editable-tool';
import { personOf } from '../../tool-event-parts';
import { ToolRulesBroken } from '../../tool-editing.errors';
import { TOOL_RULES } from '../../../../contracts/tool-rules';
import { toolIdList } from '../../tool-id-list';
import { ToolRefusal } from '../../../access/tool-refusal';
import { ToolReferences } from '../../tool-references';
import { BulkEditToolsCommand } from './bulk-edit-tools.command';
import { Outbox } from '../../../../platform/outbox/outbox';

const idOf = (value: unknown) => (value && typeof value === 'object' && '_id' in value ? String((value as { _id: unknown })._id) : value);

/**
 * The bulk bar of the tool list: adds managers and/or viewers to every checked tool, for those who
 * change tools without approval (administrators; a sub-administrator inside their subsidiary).
 * Viewers are added to private tools only: a public or subsidiary tool is already everyone's.
 * A waiting request gets the same additions, so accepting it later does not undo them.
 */
@CommandHandler(BulkEditToolsCommand)
export class BulkEditToolsHandler implements ICommandHandler<BulkEditToolsCommand> {
  constructor(
    private readonly store: ToolStore,
    private readonly commands: CommandBus,
    private readonly references: ToolReferences,
    private readonly outbox: Outbox,
    private readonly refusal: ToolRefusal,
  ) {}

  async execute({ caller, body }: BulkEditToolsCommand) {
    const toolIds = toolIdList(Array.isArray(body.apps) ? body.apps.map(idOf) : body.apps, 'apps');
    const additions = this.readAdditions(body);
    const broken = await this.references.check({ ...emptyContent, managers: additions.managers, users: additions.users });
    if (broken.length) throw new ToolRulesBroken(broken);

    const found = await this.store.tools
      .find({ _id: { $in: toolIds }, deleted: { $ne: true } }, { managers: 1, users: 1, subsidiaryId: 1, is_published: 1, creator: 1 })
      .lean<StoredTool[]>();
    if (found.length !== toolIds.length) throw new ToolNotFound();
    const invisible = found.find((tool) => !canEditTool(caller, scopeOf(tool)));
    if (invisible) throw await this.refusal.of(caller, invisible);
    const refused = found.some((tool) => {
      const scope = scopeOf(tool);
      return !canEditTool(caller, scope) || needsApproval(caller, { subsidiaryId: scope.subsidiaryId });
    });
    if (refused) throw new PermissionDenied();

    const ids = { $in: toolIds };
    if (additions.managers.length) {
      await this.store.tools.updateMany({ _id: ids }, { $addToSet: { managers: { $each: additions.managers } } });
    }
    if (additions.users.length) {
      await this.store.tools.updateMany({ _id: ids, users: { $ne: ALL_VIEWERS } }, { $addToSet: { users: { $each: additions.users } } });
    }
    const changed = toolIds.map(String);
    await this.commands.execute(new ExtendPendingRequestsCommand(changed, additions));
    await this.outbox.publish(new ToolsBulkEditedEvent(changed, personOf(caller), additions));
    this.store.announce(changed);
    return { apps: changed, ...additions };
  }

  /** The managers and viewers to add (their ids checked by the form's own schema); at least one of them. */
  private readAdditions(input: BulkEditToolsCommand['body']) {
    const managers = (input.managers ?? []).map((id) => id.toLowerCase());
    const users = (input.users ?? []).filter((id) => id !== ALL_VIEWERS);
    if (!managers.length && !users.length) {
      throw new ToolRulesBroken([{ field: 'managers', code: TOOL_RULES.required.code, message: TOOL_RULES.required.message }]);
    }
    return { managers, users };
  }
}

const emptyContent = {
  title: {},
  description: {},
  url: {},
  logo: {},
  categories: [],
  managers: [] as string[],
  users: [] as string[],
  subsidiaryId: null,
  is_new: false,
  is_translated: false,
  translated_into: [],
};
