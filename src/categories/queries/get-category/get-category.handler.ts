import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { categoryView, CategoryView, OBJECT_ID, StoredCategory } from '../../category-view';
import { Category } from '../../category.schema';
import { CategoryNotFound } from '../../category.errors';
import { GetCategoryQuery } from './get-category.query';

@QueryHandler(GetCategoryQuery)
export class GetCategoryHandler implements IQueryHandler<GetCategoryQuery> {
  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {}

  async execute({ id }: GetCategoryQuery): Promise<CategoryView> {
    if (!OBJECT_ID.test(id)) throw new CategoryNotFound();
    const category = await this.categories.findById(id).lean<StoredCategory>();
    if (!category) throw new CategoryNotFound();
    return categoryView(category);
  }
}
