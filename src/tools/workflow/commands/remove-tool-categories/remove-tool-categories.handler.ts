import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { RecordLocks } from '../../../../platform/database/record-locks';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
import { RemoveToolCategoriesCommand } from '../../../../categories/ports/remove-tool-categories.command';

export interface RemovedCategories {
  toolIds: string[];
  /** How many of them are not deleted. */
  live: number;
}

/**
 * One category out of every tool is one $pull. Several (the reconciler's repair of given tools) set each
 * tool's whole list again under its lock: FerretDB does not take $pull with $in. Idempotent either way.
 */
@CommandHandler(RemoveToolCategoriesCommand)
export class RemoveToolCategoriesHandler implements ICommandHandler<RemoveToolCategoriesCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
  ) {}

  async execute({ categoryIds, toolIds }: RemoveToolCategoriesCommand): Promise<RemovedCategories> {
    if (categoryIds.length === 1 && !toolIds) {
      const _id = new Types.ObjectId(categoryIds[0]);
      const naming = await this.tools.find({ categories: _id }, { _id: 1, deleted: 1 }).lean();
      if (naming.length) await this.tools.updateMany({ categories: _id }, { $pull: { categories: _id } });
      return this.changed(naming.map((tool) => String(tool._id)), naming.filter((tool) => !tool.deleted).length);
    }
    const gone = new Set(categoryIds.map(String));
    const naming = { categories: { $in: [...gone].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id)) } };
    const filter = toolIds ? { _id: { $in: toolIds.map((id) => new Types.ObjectId(id)) }, ...naming } : naming;
    const changed: string[] = [];
    let live = 0;
    for (const { _id } of await this.tools.find(filter, { _id: 1 }).lean()) {
      const toolId = String(_id);
      await this.locks.withLock(`tool:${toolId}`, async (lease) => {
        const tool = await this.tools.findById(toolId, { categories: 1, deleted: 1 }).lean();
        const kept = (tool?.categories ?? []).filter((id) => !gone.has(String(id)));
        if (!tool || kept.length === (tool.categories ?? []).length) return;
        await lease.beforeWrite();
        await this.tools.updateOne({ _id: toolId }, { $set: { categories: kept } }, { timestamps: false });
        changed.push(toolId);
        if (!(tool as { deleted?: boolean }).deleted) live += 1;
      });
    }
    return this.changed(changed, live);
  }

  private changed(toolIds: string[], live: number): RemovedCategories {
    if (toolIds.length) this.events.publish(new ToolsChangedEvent(toolIds));
    return { toolIds, live };
  }
}
