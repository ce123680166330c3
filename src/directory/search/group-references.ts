import { DIRECTORY_SEARCH } from './directory-search.limits';
import { isObjectIdText } from './object-ids';

/** A group's guid is a directory name: no longer than the import lets a field be, and no control characters. */
const GUID_MAX_LENGTH = 200;
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * How a stored value names a group: tools' viewers, default tools' groups and users' `services` hold the
 * group's guid; pickers and getMany hold its `_id`. Both are resolved; an `_id`-shaped value is tried as both.
 */
interface GroupReferences {
  /** The references in the order asked, trimmed, once each, at most the lookup limit. */
  asked: string[];
  objectIds: string[];
  guids: string[];
}

/** The first entry that cannot name a group (empty, too long, control characters), or undefined. */
export function malformedGroupReference(values: readonly unknown[]): string | undefined {
  for (const value of values) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text || text.length > GUID_MAX_LENGTH || CONTROL.test(text)) return typeof value === 'string' ? value : String(value);
  }
  return undefined;
}

/** Reads a well-formed list (see `malformedGroupReference`) into the ids and guids to look up. */
export function groupReferencesOf(values: readonly string[], max: number = DIRECTORY_SEARCH.maxIdsPerLookup): GroupReferences {
  const asked = [...new Set(values.map((value) => value.trim()))].slice(0, max);
  return { asked, objectIds: asked.filter(isObjectIdText).map((id) => id.toLowerCase()), guids: asked };
}

/** The groups found, in the order asked, each once, whether it was asked by `_id` or by guid. */
export function groupsInAskedOrder<T extends { _id: string; guid: string }>(asked: readonly string[], found: readonly T[]): T[] {
  const answer: T[] = [];
  const seen = new Set<string>();
  for (const reference of asked) {
    const group = found.find((g) => g._id === reference.toLowerCase() && isObjectIdText(reference)) ?? found.find((g) => g.guid === reference);
    if (group && !seen.has(group._id)) {
      seen.add(group._id);
      answer.push(group);
    }
  }
  return answer;
}
