import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { categoryIconUrl } from '../../../../contracts';
import { CategoriesReader } from '../../../../categories/categories.public';
import { ToolCatalogue } from '../../../catalogue/tool-catalogue';
import { listPredicate } from '../../../catalogue/catalogue-filters';
import { WallSubjects } from '../../wall-subjects';
import { orderCategories, UserCategory } from './category-order';
import { GetUserCategoriesQuery } from './get-user-categories.query';

/** Counts from the in-memory catalogue (the wall's own filters); only the few categories are read from the database. */
@QueryHandler(GetUserCategoriesQuery)
export class GetUserCategoriesHandler implements IQueryHandler<GetUserCategoriesQuery> {
  constructor(
    private readonly categories: CategoriesReader,
    private readonly catalogue: ToolCatalogue,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller, userParam, language }: GetUserCategoriesQuery): Promise<UserCategory[]> {
    const viewer = await this.subjects.resolve(caller, userParam);
    const [categories] = await Promise.all([this.categories.all(), this.catalogue.ready()]);
    const visible = listPredicate('wall', viewer)!;
    const managed = listPredicate('managed', viewer)!;
    const ofSubsidiary = listPredicate('subsidiary', viewer);
    const counts = { all: 0, managed: 0, subsidiary: ofSubsidiary ? 0 : null };
    const perCategory = new Map<string, number>();
    for (const { tool } of this.catalogue.inTitleOrder(language)) {
      if (managed(tool)) counts.managed++;
      if (ofSubsidiary?.(tool)) counts.subsidiary!++;
      if (!visible(tool)) continue;
      counts.all++;
      for (const id of new Set((tool.categories ?? []).map(String))) perCategory.set(id, (perCategory.get(id) ?? 0) + 1);
    }
    const entries = categories.map((category) => ({
      _id: String(category._id),
      name: category.name ?? {},
      icon: category.icon ?? null,
      icon_url: categoryIconUrl(category.icon),
      totalApps: perCategory.get(String(category._id)) ?? 0,
    }));
    return orderCategories(counts as { all: number; managed: number; subsidiary: number | null }, entries, language);
  }
}
