import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { iconReferenceOf } from '../../contracts/category-rules';
import { Category } from '../category.schema';
import { ListCategoryIconFilesQuery } from '../../files/ports/list-category-icon-files.query';

@QueryHandler(ListCategoryIconFilesQuery)
export class ListCategoryIconFilesHandler implements IQueryHandler<ListCategoryIconFilesQuery> {
  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {}

  async execute(): Promise<string[]> {
    const names = new Set<string>();
    for await (const category of this.categories.find({}, { icon: 1 }).lean().cursor({ batchSize: 500 })) {
      const reference = iconReferenceOf(category.icon);
      if (reference?.kind === 'stored') names.add(reference.filename);
    }
    return [...names];
  }
}
