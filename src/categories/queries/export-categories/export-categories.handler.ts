import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CategoryIcons } from '../../category-icons';
import { StoredCategory } from '../../category-view';
import { Category } from '../../category.schema';
import { ExportCategoriesQuery } from './export-categories.query';

/**
 * Every category with what the import needs: `_id` (a re-import updates instead of duplicating), names,
 * flags, and the icon inlined as a data URL, so the file is complete on its own and imports anywhere.
 */
@QueryHandler(ExportCategoriesQuery)
export class ExportCategoriesHandler implements IQueryHandler<ExportCategoriesQuery> {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly icons: CategoryIcons,
  ) {}

  async execute({ now }: ExportCategoriesQuery): Promise<{ fileName: string; content: string }> {
    const stored = await this.categories.find({}).sort({ _id: 1 }).lean<StoredCategory[]>();
    const entries = [];
    for (const category of stored) {
      entries.push({
        _id: String(category._id),
        name: category.name ?? {},
        icon: await this.icons.asDataUrl(category.icon),
        is_translated: !!category.is_translated,
        nameForGTM: category.nameForGTM ?? '',
      });
    }
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    return { fileName: `categories-${stamp}.json`, content: `${JSON.stringify(entries, null, 2)}\n` };
  }
}
