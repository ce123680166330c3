import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { categoryView, OBJECT_ID, StoredCategory } from '../../category-view';
import { personOf } from '../../category-writer';
import { Category } from '../../category.schema';
import { CategoryNotFound } from '../../category.errors';
import { CategoryDeletion } from './category-deletion';
import { DeleteCategoryCommand } from './delete-category.command';

/**
 * Deletes a category; its tools keep working without it. The category is removed first, then its id
 * is taken out of the tools (deleted ones too) and of the requests awaiting approval, so accepting one
 * later does not bring back a dangling id. The tools' cards hold category ids: the wall re-reads them.
 * The steps, and how a crash between them converges, are CategoryDeletion's: a second click on a
 * category whose deletion was cut short finishes it and answers as the first would have.
 */
@CommandHandler(DeleteCategoryCommand)
export class DeleteCategoryHandler implements ICommandHandler<DeleteCategoryCommand> {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly deletion: CategoryDeletion,
  ) {}

  async execute({ caller, id }: DeleteCategoryCommand): Promise<{ _id: string; id: string; tools: number }> {
    if (!OBJECT_ID.test(id)) throw new CategoryNotFound();
    const category = await this.categories.findById(new Types.ObjectId(id)).lean<StoredCategory>();
    const view = category ? categoryView(category) : null;
    const intent = (await this.deletion.unfinished(id)) ?? (view ? await this.deletion.begin({ categoryId: view.id, name: view.name }, personOf(caller)) : null);
    if (!intent) throw new CategoryNotFound();
    await this.deletion.finish(intent);
    const categoryId = intent.payload.category.categoryId;
    return { _id: categoryId, id: categoryId, tools: intent.payload.toolCount };
  }
}
