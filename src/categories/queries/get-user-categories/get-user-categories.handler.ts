import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Tool } from '../../../tools/tool.schema';
import { wallFilter } from '../../../tools/wall/wall-filters';
import { WallSubjects } from '../../../tools/wall/wall-subjects';
import { Category } from '../../category.schema';
import { orderCategories, UserCategory } from './category-order';
import { GetUserCategoriesQuery } from './get-user-categories.query';

@QueryHandler(GetUserCategoriesQuery)
export class GetUserCategoriesHandler implements IQueryHandler<GetUserCategoriesQuery> {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller, userParam, language }: GetUserCategoriesQuery): Promise<UserCategory[]> {
    const viewer = await this.subjects.resolve(caller, userParam);
    const subsidiaryFilter = wallFilter('subsidiary', viewer);
    const [visible, managed, subsidiary, categories] = await Promise.all([
      // Only the categories of each visible tool: counted here rather than by $unwind/$group, which
      // keeps one simple query that FerretDB and MongoDB answer alike.
      this.tools.find(wallFilter('wall', viewer)!, { categories: 1 }).lean(),
      this.tools.countDocuments(wallFilter('managed', viewer)!),
      subsidiaryFilter ? this.tools.countDocuments(subsidiaryFilter) : Promise.resolve(null),
      this.categories.find({}, { name: 1, icon: 1 }).lean(),
    ]);
    const perCategory = new Map<string, number>();
    for (const tool of visible) {
      for (const id of new Set((tool.categories ?? []).map(String))) perCategory.set(id, (perCategory.get(id) ?? 0) + 1);
    }
    const entries = categories.map((category) => ({
      _id: String(category._id),
      name: category.name ?? {},
      icon: category.icon ?? null,
      totalApps: perCategory.get(String(category._id)) ?? 0,
    }));
    return orderCategories({ all: visible.length, managed, subsidiary }, entries, language);
  }
}
