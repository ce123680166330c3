import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Validation } from '../../../approvals/validation.schema';
import { ToolsChangedEvent } from '../../../tools/events/tools-changed.event';
import { Tool } from '../../../tools/tool.schema';
import { categoryView, OBJECT_ID, StoredCategory } from '../../category-view';
import { personOf } from '../../category-writer';
import { Category } from '../../category.schema';
import { CategoryNotFound } from '../../category.errors';
import { CategoryDeletedEvent } from '../../events/category-deleted.event';
import { DeleteCategoryCommand } from './delete-category.command';
import { Outbox } from '../../../platform/outbox/outbox';

/**
 * Deletes a category; its tools keep working without it. The category is removed first, then its id
 * is taken out of the tools (deleted ones too) and of the requests awaiting approval, so accepting one
 * later does not bring back a dangling id. The tools' cards hold category ids: the wall re-reads them.
 */
@CommandHandler(DeleteCategoryCommand)
export class DeleteCategoryHandler implements ICommandHandler<DeleteCategoryCommand> {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly events: EventBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ caller, id }: DeleteCategoryCommand): Promise<{ _id: string; id: string; tools: number }> {
    if (!OBJECT_ID.test(id)) throw new CategoryNotFound();
    const _id = new Types.ObjectId(id);
    const category = await this.categories.findOneAndDelete({ _id }).lean<StoredCategory>();
    if (!category) throw new CategoryNotFound();
    const tools = await this.tools.find({ categories: _id }, { _id: 1, deleted: 1 }).lean<{ _id: Types.ObjectId; deleted?: boolean }[]>();
    if (tools.length) await this.tools.updateMany({ categories: _id }, { $pull: { categories: _id } });
    await this.validations.updateMany({ status: 'pending', 'changed.categories': String(_id) }, { $pull: { 'changed.categories': String(_id) } });
    const live = tools.filter((tool) => !tool.deleted);
    if (tools.length) this.events.publish(new ToolsChangedEvent(tools.map((tool) => String(tool._id))));
    const view = categoryView(category);
    await this.outbox.publish(new CategoryDeletedEvent({ categoryId: view.id, name: view.name }, live.length, personOf(caller)));
    return { _id: view.id, id: view.id, tools: live.length };
  }
}
