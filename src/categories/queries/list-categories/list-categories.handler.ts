import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { pickTranslation } from '../../../contracts';
import { type CategorizedTool, ListCategorizedToolsQuery } from '../../ports/list-categorized-tools.query';
import { categoryView, CategoryView, StoredCategory } from '../../category-view';
import { Category } from '../../category.schema';
import { CategoryWithApps, ListCategoriesQuery } from './list-categories.query';

/** A company has tens of categories: read whole, sorted here by name in the request language (en, then fr as fallback). */
@QueryHandler(ListCategoriesQuery)
export class ListCategoriesHandler implements IQueryHandler<ListCategoriesQuery> {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly queries: QueryBus,
  ) {}

  async execute({ language, withApps }: ListCategoriesQuery): Promise<CategoryView[] | CategoryWithApps[]> {
    const stored = await this.categories.find({}).lean<StoredCategory[]>();
    const name = (category: CategoryView) => pickTranslation(category.name, language).toLocaleLowerCase();
    const views = stored.map(categoryView).sort((a, b) => name(a).localeCompare(name(b), language) || a.id.localeCompare(b.id));
    if (!withApps) return views;
    // Every tool but deleted ones, creations awaiting approval included: what the back-office manages.
    const tools = await this.queries.execute<ListCategorizedToolsQuery, CategorizedTool[]>(new ListCategorizedToolsQuery());
    const byCategory = new Map<string, { _id: string; title: Record<string, string> }[]>();
    for (const tool of tools) {
      for (const id of tool.categoryIds) {
        const list = byCategory.get(id) ?? [];
        list.push({ _id: tool._id, title: tool.title });
        byCategory.set(id, list);
      }
    }
    return views.map((view) => {
      const apps = byCategory.get(view.id) ?? [];
      return { ...view, totalApps: apps.length, apps };
    });
  }
}
