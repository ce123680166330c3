import { LANGUAGES, LIMITS, type ToolCard } from '@contracts';

/**
 * Spec section 4: the term is lowercased and trimmed, and applies only when it is longer than one
 * character; anything shorter means "no search" (the empty string).
 */
export function normaliseSearchTerm(raw: string): string {
  const term = raw.trim().toLowerCase();
  return Array.from(term).length >= LIMITS.searchMinLength ? term : '';
}

/** A person's name by user id, from `getMapUsers`. */
export type PersonNames = ReadonlyMap<string, string>;

const FIELDS = ['title', 'description', 'url'] as const;

/**
 * Spec section 5: the term matches the title, description and url in every language, and the names
 * of the tool's managers and users (when the names are known; group names and "all" are not people).
 * An empty term matches everything.
 */
export function toolMatchesSearch(tool: ToolCard, term: string, names?: PersonNames | null): boolean {
  if (!term) return true;
  for (const field of FIELDS) {
    for (const language of LANGUAGES) {
      if (tool[field]?.[language]?.toLowerCase().includes(term)) return true;
    }
  }
  if (!names) return false;
  return [...(tool.managers ?? []), ...(tool.users ?? [])].some((id) => names.get(id)?.toLowerCase().includes(term));
}
