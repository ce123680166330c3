import type { Redis } from 'ioredis';
import { IMPORTED_USER_FIELDS, ImportedUserFields, userDigest } from '../../import-target/entry-digest';

/**
 * What the directory import compares a file with, kept by the index for every person (deleted ones
 * included) in each generation: `<base>:g<gen>:t:import`, a hash `_id` → JSON
 * `[hermes_id, id_portal, digest of the imported fields, deleted 0|1, subsidiary _id | ""]`. Written
 * wherever the users table's record is (same people, same generations), so a re-import reads ~100
 * bytes a person from Redis instead of every document from the database. The meta field `entries`
 * names the generation whose build wrote them: one built before them answers nothing here.
 */
export interface ImportEntry {
  _id: string;
  hermes_id: string;
  id_portal: string;
  digest: string;
  deleted: boolean;
  subsidiaryId: string | null;
  /** Provisioned over SCIM: a file never marks the person deleted. */
  scim: boolean;
}

/** The fields the index reads from the database for these lines (beside its own). */
export const IMPORT_ENTRY_FIELDS = { ...IMPORTED_USER_FIELDS, provisioned_by: 1 } as const;

type StoredPerson = ImportedUserFields & { hermes_id?: string; deleted?: boolean; subsidiary?: { _id: unknown } | null; provisioned_by?: string };

export function importEntriesKey(base: string, gen: string): string {
  return `${base}:g${gen}:t:import`;
}

export function importEntryLine(person: StoredPerson): string {
  const subsidiaryId = person.subsidiary?._id ? String(person.subsidiary._id) : '';
  return JSON.stringify([person.hermes_id ?? '', person.id_portal ?? '', userDigest(person), person.deleted ? 1 : 0, subsidiaryId, person.provisioned_by === 'scim' ? 1 : 0]);
}

/** Sets (or, for a person gone, removes) these people's lines in one generation. */
export async function applyImportEntries(redis: Redis, base: string, gen: string, ids: readonly string[], people: readonly (StoredPerson | null)[]): Promise<void> {
  const key = importEntriesKey(base, gen);
  const set: string[] = [];
  const gone: string[] = [];
  ids.forEach((id, n) => {
    const person = people[n];
    if (person) set.push(id, importEntryLine(person));
    else gone.push(id);
  });
  const multi = redis.multi();
  if (set.length) multi.hset(key, ...set);
  if (gone.length) multi.hdel(key, ...gone);
  if (set.length || gone.length) await multi.exec();
}

/**
 * After a run that stopped mid-write (its index updates may lag what it wrote), the lines are not
 * trusted until the next build writes them all again.
 */
export async function distrustImportEntries(redis: Redis, base: string): Promise<void> {
  await redis.hdel(`${base}:meta`, 'entries');
}

/** Lines a read asks for at once: ~1 ms of Redis each, so other clients' commands run between them. */
const SCAN_COUNT = 1_000;

/**
 * Every person's line from the ready generation, or null when the index cannot answer for the whole
 * directory: no generation ready, one built without these lines, a switch of generation during the
 * read, or fewer lines than the users table holds people. The caller then reads the database.
 */
export async function readImportEntries(redis: Redis, base: string): Promise<ImportEntry[] | null> {
  const meta = `${base}:meta`;
  const [ready, entries] = await redis.hmget(meta, 'ready', 'entries');
  if (!ready || entries !== ready) return null;
  const lines = new Map<string, string>();
  let cursor = '0';
  do {
    const [next, flat] = await redis.hscan(importEntriesKey(base, ready), cursor, 'COUNT', SCAN_COUNT);
    for (let n = 0; n < flat.length; n += 2) lines.set(flat[n], flat[n + 1]);
    cursor = next;
  } while (cursor !== '0');
  const [[, stillReady], [, people]] = (await redis.multi().hget(meta, 'ready').hlen(`${base}:g${ready}:t:h`).exec()) as [[unknown, string | null], [unknown, number]];
  if (stillReady !== ready || people !== lines.size) return null;
  return [...lines].map(([_id, line]) => {
    const [hermes_id, id_portal, digest, deleted, subsidiaryId, scim] = JSON.parse(line) as [string, string, string, number, string, number?];
    return { _id, hermes_id, id_portal, digest, deleted: deleted === 1, subsidiaryId: subsidiaryId || null, scim: scim === 1 };
  });
}
