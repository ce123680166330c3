import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Category, CategorySchema } from './category.schema';

export { FinishCategoryDeletionCommand, type FinishedCategoryDeletion } from './commands/delete-category/finish-category-deletion.command';
export { CATEGORY_DELETION, type CategoryDeletionIntent } from './commands/delete-category/category-deletion-intent';

function objectIds(ids: Iterable<string>): Types.ObjectId[] {
  return [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => new Types.ObjectId(id));
}

/** The categories' read API for other modules. */
@Injectable()
export class CategoriesReader {
  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {}

  /** Which of these ids name categories. */
  async existingIds(ids: Iterable<string>): Promise<Set<string>> {
    const wanted = objectIds(ids);
    if (!wanted.length) return new Set();
    const found = await this.categories.find({ _id: { $in: wanted } }, { _id: 1 }).lean();
    return new Set(found.map((category) => String(category._id)));
  }

  /** Every category's names and icon (a company has tens of them). */
  all(): Promise<{ _id: Types.ObjectId; name?: Record<string, string>; icon?: string | null }[]> {
    return this.categories.find({}, { name: 1, icon: 1 }).lean();
  }

  /** Each category's translated names by id. */
  async names(ids: Iterable<string>): Promise<Map<string, Record<string, string>>> {
    const wanted = objectIds(ids);
    const found = wanted.length ? await this.categories.find({ _id: { $in: wanted } }, { name: 1 }).lean() : [];
    return new Map(found.map((category) => [String(category._id), category.name] as const));
  }
}

/** The categories' public API. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Category.name, schema: CategorySchema }])],
  providers: [CategoriesReader],
  exports: [CategoriesReader],
})
export class CategoriesPublicModule {}
