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

/** Between the texts of searchTextOf: a typed term never holds it, so a match never spans two texts. */
const TEXT_SEPARATOR = '\u0000';

/**
 * Every text the search looks in (spec section 5): the title, description and url in every
 * language, and the names of the tool's managers and users (when the names are known; group names
 * and "all" are not people), lower-cased and joined. Built once per tool where a list is searched
 * on every key (the launcher), then matched with one `includes`.
 */
export function searchTextOf(tool: ToolCard, names?: PersonNames | null): string {
  const texts: string[] = [];
  for (const field of FIELDS) {
    for (const language of LANGUAGES) {
      const text = tool[field]?.[language];
      if (text) texts.push(text.toLowerCase());
    }
  }
  if (names) {
    for (const id of [...(tool.managers ?? []), ...(tool.users ?? [])]) {
      const name = names.get(id);
      if (name) texts.push(name.toLowerCase());
    }
  }
  return texts.join(TEXT_SEPARATOR);
}

/** The tool's titles in every language, lower-cased and joined, as searchTextOf joins them. */
export function titleTextOf(tool: ToolCard): string {
  return LANGUAGES.map((language) => tool.title?.[language]?.toLowerCase() ?? '').join(TEXT_SEPARATOR);
}

/** Whether a normalised term is found in a text of searchTextOf or titleTextOf. */
export function searchTextHas(text: string, term: string): boolean {
  return searchTextIndexOf(text, term) !== -1;
}

/** Where a normalised term is first found in a text of searchTextOf at or after `from`, or -1. */
export function searchTextIndexOf(text: string, term: string, from = 0): number {
  return term.includes(TEXT_SEPARATOR) ? -1 : text.indexOf(term, from);
}

/** Spec section 5: the term matches one of the tool's texts (searchTextOf). An empty term matches everything. */
export function toolMatchesSearch(tool: ToolCard, term: string, names?: PersonNames | null): boolean {
  return !term || searchTextHas(searchTextOf(tool, names), term);
}
