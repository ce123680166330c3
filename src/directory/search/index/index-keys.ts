/**
 * How the directory index lays out one person or group in Redis (all members of a sorted set at
 * score 0, so Redis orders them bytewise, like MongoDB orders strings):
 *   names  "<part>\0<sort key>"     one member per name part (searchNamesOf: lower-case, accent-free)
 *   parts  "<part>"                 the distinct parts, so a prefix finds its parts without reading every member
 *   data   hash <id> → IndexRecord  what a result shows, the parts and the sort key
 *   labels hash <id> → full name or title, for the id → name map (getMapUsers)
 * The sort key is the list order of the pickers (PERSON_ORDER / GROUP_ORDER): "lastname\0firstname\0id"
 * or "title\0id". "\0" sorts before every character, so ("ab", x) comes before ("ab c", y) as in
 * MongoDB, and a 24-hex ObjectId sorts bytewise as the ObjectId does.
 */
export const SEPARATOR = '\u0000';

/** What the index keeps of an entry: the display fields of a search result, its parts and its sort key. */
export interface IndexRecord<Display> {
  key: string;
  parts: string[];
  d: Display;
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
