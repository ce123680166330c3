import { CommandBus, CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { WithdrawToolRequestsCommand } from '../../../../approvals/approvals.public';
import { canDeleteTool } from '../../../../contracts/tool-access';
import { ToolRefusal } from '../../../access/tool-refusal';
import { ToolDeletedEvent } from '../../../events/tool-deleted.event';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
import { ToolNotFound } from '../../../wall/wall.errors';
import { scopeOf, StoredTool } from '../../editable-tool';
import { personOf, toolRefOf } from '../../tool-event-parts';
import { toolIdList } from '../../tool-id-list';
import { DeleteToolsCommand } from './delete-tools.command';
import { Outbox } from '../../../../platform/outbox/outbox';

/**
 * Deletes tools (soft: they leave every wall, list and bookmark answer; the logs keep their names).
 * All or nothing: one unknown id answers 404 and one the caller may not delete 403 (404 if they cannot even see it), before anything
 * changes. A tool awaiting approval can be deleted by administrators only; its request is withdrawn.
 */
@CommandHandler(DeleteToolsCommand)
export class DeleteToolsHandler implements ICommandHandler<DeleteToolsCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly outbox: Outbox,
    private readonly refusal: ToolRefusal,
  ) {}

  async execute({ caller, ids }: DeleteToolsCommand): Promise<{ deleted: string[] }> {
    const toolIds = toolIdList(ids);
    const found = await this.tools
      .find({ _id: { $in: toolIds }, deleted: { $ne: true } }, { title: 1, managers: 1, users: 1, subsidiaryId: 1, is_published: 1, creator: 1, has_pending_validation: 1 })
      .lean<StoredTool[]>();
    if (found.length !== toolIds.length) throw new ToolNotFound();
    const refused = found.find((tool) => !canDeleteTool(caller, scopeOf(tool)));
    if (refused) throw await this.refusal.of(caller, refused);

    await this.tools.updateMany({ _id: { $in: toolIds } }, { $set: { deleted: true, has_pending_validation: false, pending_validation: null } });
    await this.commands.execute(new WithdrawToolRequestsCommand(toolIds.map(String)));

    const by = personOf(caller);
    await this.outbox.publish(...found.map((tool) => new ToolDeletedEvent(toolRefOf(tool._id, tool.title), by)));
    const deleted = found.map((tool) => String(tool._id));
    this.events.publish(new ToolsChangedEvent(deleted));
    return { deleted };
  }
}
