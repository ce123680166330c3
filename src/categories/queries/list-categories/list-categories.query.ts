import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../contracts';
import type { CategoryView } from '../../category-view';

/** A category with the live tools filed under it (GET categories/all/with-apps). */
export type CategoryWithApps = CategoryView & { totalApps: number; apps: { _id: string; title: Record<string, string> }[] };

/** Every category by name in `language` (GET categories/all); with their tools when `withApps`. */
export class ListCategoriesQuery extends Query<CategoryView[] | CategoryWithApps[]> {
  constructor(
    readonly language: Language,
    readonly withApps = false,
  ) {
    super();
  }
}
