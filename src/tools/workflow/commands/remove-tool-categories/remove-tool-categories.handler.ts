import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { ToolStore } from '../../../tool-store';
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
  constructor(private readonly store: ToolStore) {}

  async execute({ categoryIds, toolIds }: RemoveToolCategoriesCommand): Promise<RemovedCategories> {
    if (categoryIds.length === 1 && !toolIds) {
      const _id = new Types.ObjectId(categoryIds[0]);
      const naming = await this.store.tools.find({ categories: _id }, { _id: 1, deleted: 1 }).lean();
      if (naming.length) await this.store.tools.updateMany({ categories: _id }, { $pull: { categories: _id } });
      return this.changed(naming.map((tool) => String(tool._id)), naming.filter((tool) => !tool.deleted).length);
    }
    const gone = new Set(categoryIds.map(String));
    const naming = { categories: { $in: [...gone].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id)) } };
    const filter = toolIds ? { _id: { $in: toolIds.map((id) => new Types.ObjectId(id)) }, ...naming } : naming;
    const changed: string[] = [];
    let live = 0;
    for (const { _id } of await this.store.tools.find(filter, { _id: 1 }).lean()) {
      const toolId = String(_id);
      await this.store.locked(toolId, async (lease) => {
        const tool = await this.store.tools.findById(toolId, { categories: 1, deleted: 1 }).lean();
        const kept = (tool?.categories ?? []).filter((id) => !gone.has(String(id)));
        if (!tool || kept.length === (tool.categories ?? []).length) return;
        await lease.beforeWrite();
        await this.store.tools.updateOne({ _id: toolId }, { $set: { categories: kept } }, { timestamps: false });
        changed.push(toolId);
        if (!(tool as { deleted?: boolean }).deleted) live += 1;
      });
    }
    return this.changed(changed, live);
  }

  private changed(toolIds: string[], live: number): RemovedCategories {
    this.store.announce(toolIds);
    return { toolIds, live };
  }
}
