import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { RemoveRequestCategoriesCommand } from '../../../approvals/approvals.public';
import { type RemovedCategories, RemoveToolCategoriesCommand } from '../../../tools/tools.public';
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
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ caller, id }: DeleteCategoryCommand): Promise<{ _id: string; id: string; tools: number }> {
    if (!OBJECT_ID.test(id)) throw new CategoryNotFound();
    const _id = new Types.ObjectId(id);
    const category = await this.categories.findOneAndDelete({ _id }).lean<StoredCategory>();
    if (!category) throw new CategoryNotFound();
    // Through their owners' commands: tools alone writes the tools, approvals alone its requests.
    const { live } = await this.commands.execute<RemoveToolCategoriesCommand, RemovedCategories>(new RemoveToolCategoriesCommand([String(_id)]));
    await this.commands.execute(new RemoveRequestCategoriesCommand(String(_id)));
    const view = categoryView(category);
    await this.outbox.publish(new CategoryDeletedEvent({ categoryId: view.id, name: view.name }, live, personOf(caller)));
    return { _id: view.id, id: view.id, tools: live };
  }
}
