import { pickTranslation } from '../../contracts';
import type { CategoryRef } from '../../categories/events/category-parts';
import type { ActivityLog } from '../activity-log.schema';

/** The English name of a category in a log sentence (falling back to French, then any language, then its id). */
export function categoryLabel(category: CategoryRef): string {
  return pickTranslation(category.name, 'en') || category.categoryId;
}

export function categoryTarget(category: CategoryRef): NonNullable<ActivityLog['target']> {
  return { kind: 'category', id: category.categoryId, label: categoryLabel(category) };
}
