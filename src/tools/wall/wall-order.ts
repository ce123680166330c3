import { Language, pickTranslation } from '../../contracts';
import type { ToolCard } from '../tool-card';

/** The title a list is sorted by: lower-case, in `language`, falling back to en then fr. */
export function sortTitle(title: ToolCard['title'] | undefined, language: Language): string {
  return pickTranslation(title, language).trim().toLowerCase();
}

/** By lower-case translated title, then by id so equal titles keep one stable order. */
export function byTitle<T extends Pick<ToolCard, '_id' | 'title'>>(language: Language): (a: T, b: T) => number {
  return (a, b) => sortTitle(a.title, language).localeCompare(sortTitle(b.title, language), language) || a._id.localeCompare(b._id);
}
