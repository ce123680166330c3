import { pickTranslation, type Language } from '@contracts';
import { PSEUDO_CATEGORY_IDS, type PseudoCategoryId, type UserCategory } from '@/api/wall-types';

export function isPseudoCategory(id: string): id is PseudoCategoryId {
  return (PSEUDO_CATEGORY_IDS as readonly string[]).includes(id);
}

const collators = new Map<Language, Intl.Collator>();

function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}

/** Names that the four languages' collators order as their code units do (checked in category-order.test.ts). */
const PLAIN_NAME = /^[a-z0-9 ]*$/;

/**
 * Compares the names as the language's collator does. Names of lowercase ASCII letters, digits and
 * spaces only (the English names, often) are compared by their code units, the same order: the first
 * collator of a page loads the collation data, ~40 ms of a phone's start-up before the sidebar can draw.
 */
export function nameComparer(names: Iterable<string>, language: Language): (a: string, b: string) => number {
  for (const name of names) {
    if (!PLAIN_NAME.test(name)) return collatorOf(language).compare;
  }
  return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The sidebar's order (spec section 2): All tools; My subsidiary tools, only for someone with a
 * subsidiary; Managed tools; then the categories: those with tools by name in the interface
 * language, the empty ones last (by name too). Done here as well as on the server so that a
 * change of language reorders the sidebar at once.
 */
export function orderCategories(categories: readonly UserCategory[], language: Language, hasSubsidiary: boolean): UserCategory[] {
  const byId = new Map(categories.map((category) => [category._id, category]));
  const pseudo = PSEUDO_CATEGORY_IDS.filter((id) => id !== '$subsidiary' || hasSubsidiary).map(
    (id) => byId.get(id) ?? { _id: id, name: {}, icon: null, totalApps: 0 },
  );
  // One collator and each name once: `localeCompare(…, language)` builds a collator on every comparison,
  // which made this sort a visible share of a phone's start-up.
  const names = new Map(categories.map((category) => [category._id, pickTranslation(category.name, language).trim().toLowerCase()]));
  const compare = nameComparer(names.values(), language);
  const real = categories
    .filter((category) => !isPseudoCategory(category._id))
    .sort(
      (a, b) =>
        Number(a.totalApps === 0) - Number(b.totalApps === 0) ||
        compare(names.get(a._id)!, names.get(b._id)!) ||
        (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
    );
  return [...pseudo, ...real];
}
