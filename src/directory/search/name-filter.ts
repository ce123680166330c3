import { escapeRegExp } from '../../contracts';

/** `search_names` holds lower-case accent-free words; this is the only field a name search reads. */
type NameFilter = Record<string, unknown>;

/**
 * Every query word must start some word of the name. Each clause is an anchored regular
 * expression on the indexed `search_names` array, which MongoDB turns into index bounds
 * ("mar" → ["mar", "mas")), so the search reads only matching index keys, never the collection.
 */
export function nameFilterOf(words: string[]): NameFilter {
  const clauses = words.map((word) => ({ search_names: { $regex: `^${escapeRegExp(word)}` } }));
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

/** People a picker may offer: deleted users are ignored (back-office spec section 5). */
export function userSearchFilterOf(words: string[]): NameFilter {
  return { ...nameFilterOf(words), deleted: { $ne: true } };
}

/** Groups a picker may offer; a group the directory no longer has is not offered either. */
export function groupSearchFilterOf(words: string[]): NameFilter {
  return { ...nameFilterOf(words), deleted: { $ne: true } };
}

/** Pickers list people by last name then first name; `_id` keeps equal names in a stable order. */
export const PERSON_ORDER = { lastname: 1, firstname: 1, _id: 1 } as const;
export const GROUP_ORDER = { title: 1, _id: 1 } as const;
