/**
 * How the directory index lays out one person or group in Redis (all members of a sorted set at
 * score 0, so Redis orders them bytewise, like MongoDB orders strings):
 *   names  "<part>\0<sort key>"     one member per name part (searchNamesOf: lower-case, accent-free)
 *   parts  "<part>"                 the distinct parts, so a prefix finds its parts without reading every member
 *   data   hash <id> → "<answer>\n<record>": the entry as a search answers it, JSON written once
 *          (`{"_id":…,…display fields}`, the bytes the api sends), then the IndexRecord's sort key
 *          and parts as JSON (JSON never holds a raw newline)
 *   labels hash <id> → full name or title, for the id → name map (getMapUsers)
 *   prefix "x:<prefix>" per prefix of PREFIX_SETS.minChars to maxChars characters of a part: the
 *          sort keys (list order) of every entry with a part starting with it, so a one-word search
 *          is one range read and a change of an entry touches only its own prefixes' sets; "x" names
 *          those prefixes (to drop them)
 *   answer "x:<prefix>\0answer"    the JSON a one-word search of that prefix sends, stored by the first
 *          such search and dropped by any change to an entry having the prefix (index-scripts.ts)
 * The sort key is the list order of the pickers (PERSON_ORDER / GROUP_ORDER): "lastname\0firstname\0id"
 * or "title\0id". "\0" sorts before every character, so ("ab", x) comes before ("ab c", y) as in
 * MongoDB, and a 24-hex ObjectId sorts bytewise as the ObjectId does.
 */
export const SEPARATOR = '\u0000';

/**
 * The prefix sets' bounds. A one-word search has at least 3 letters (DIRECTORY_SEARCH.minLetters) and
 * answers at most 20 (maxResults): shorter or longer words take the name ranges. From format 10 a set
 * holds every entry of its prefix (at most 4 memberships a name part: memory grows with the directory,
 * never with how many names share a prefix; docs/decisions/bounded-index-scripts.md); `size` is what a
 * generation of an earlier format kept. Changing a bound changes the layout: bump INDEX_FORMAT.
 */
export const PREFIX_SETS = { minChars: 3, maxChars: 6, size: 20 } as const;

/** What the index keeps of an entry: the display fields of a search result, its parts and its sort key. */
export interface IndexRecord<Display> {
  key: string;
  parts: string[];
  d: Display;
}

/** An entry as the data hash stores it (see the layout above): its answer as a search sends it, then its sort key and parts. */
export function storedRecord(id: string, record: IndexRecord<object>): string {
  return `${JSON.stringify({ _id: id, ...record.d })}\n${JSON.stringify({ key: record.key, parts: record.parts })}`;
}

export function personSortKey(person: { lastname?: string; firstname?: string }, id: string): string {
  return [clean(person.lastname), clean(person.firstname), id].join(SEPARATOR);
}

export function groupSortKey(group: { title?: string }, id: string): string {
  return [clean(group.title), id].join(SEPARATOR);
}

export function nameMember(part: string, sortKey: string): string {
  return `${part}${SEPARATOR}${sortKey}`;
}

/** The id is the last field of every sort key. */
export function idOfMember(member: string): string {
  return member.slice(member.lastIndexOf(SEPARATOR) + 1);
}

/** The sort key of a member (what follows the part). */
export function sortKeyOfMember(member: string): string {
  return member.slice(member.indexOf(SEPARATOR) + 1);
}

/** Bytewise order of UTF-8 strings: Redis's lex order and MongoDB's string order (not JS's UTF-16 order). */
export function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** The separator never occurs in a name; a stray one would break the layout, so it is dropped. */
function clean(text: string | undefined): string {
  return (text ?? '').split(SEPARATOR).join('');
}
