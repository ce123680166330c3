import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { canDeleteTool } from '../../../../contracts/tool-access';
import { ToolRefusal } from '../../../access/tool-refusal';
import { Tool } from '../../../tool.schema';
import { ToolNotFound } from '../../../wall/wall.errors';
import { scopeOf, StoredTool } from '../../editable-tool';
import { personOf, toolRefOf } from '../../tool-event-parts';
import { toolIdList } from '../../tool-id-list';
import { DeleteToolsCommand } from './delete-tools.command';
import { ToolDeletion } from './tool-deletion';

/**
 * Deletes tools (soft: they leave every wall, list and bookmark answer; the logs keep their names).
 * All or nothing: one unknown id answers 404 and one the caller may not delete 403 (404 if they cannot even see it), before anything
 * changes. A tool awaiting approval can be deleted by administrators only; its request is withdrawn.
 * The steps, and how a crash between them converges, are ToolDeletion's.
 */
@CommandHandler(DeleteToolsCommand)
export class DeleteToolsHandler implements ICommandHandler<DeleteToolsCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly deletion: ToolDeletion,
    private readonly refusal: ToolRefusal,
  ) {}

  async execute({ caller, ids }: DeleteToolsCommand): Promise<{ deleted: string[] }> {
    const toolIds = toolIdList(ids);
    const stored = await this.tools
      .find({ _id: { $in: toolIds } }, { title: 1, managers: 1, users: 1, subsidiaryId: 1, is_published: 1, creator: 1, has_pending_validation: 1, deleted: 1 })
      .lean<StoredTool[]>();
    // A tool whose deletion a crash cut short counts as still there: this click finishes it.
    const halfDeleted = await this.deletion.unfinished(stored.filter((tool) => tool.deleted).map((tool) => String(tool._id)));
    const found = stored.filter((tool) => !tool.deleted || halfDeleted.has(String(tool._id)));
    if (found.length !== toolIds.length) throw new ToolNotFound();
    const refused = found.find((tool) => !canDeleteTool(caller, scopeOf(tool)));
    if (refused) throw await this.refusal.of(caller, refused);

    await this.deletion.delete(
      found.map((tool) => toolRefOf(tool._id, tool.title)),
      personOf(caller),
    );
    return { deleted: found.map((tool) => String(tool._id)) };
  }
}
