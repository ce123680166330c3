/**
 * The pickers' word search timed on the index alone: 100,000 people and 10,000 groups (bench/directory's
 * names) written into a Redis generation by the index's own code (`refreshFromRows`,
 * `refreshGroupsFromRows`), then bench/directory's search texts sent one at a time through
 * `DirectoryIndex.searchUsers` / `searchGroups`, as the api calls them. Prints Redis's own time per
 * search script (`INFO commandstats`, reset before each phase: the figure other load on the machine
 * barely moves), the client's median, the memory of the pickers' keys, and checks every answer
 * against the database's query computed in memory (same people, same order). No database, no api.
 *
 *   set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/directory/word-search.bench.ts
 *
 * Settings: WORD_BENCH_USERS (100000), WORD_BENCH_GROUPS (10000), WORD_BENCH_TEXTS (2000),
 * WORD_BENCH_KEEP=1 keeps the keys for the next run (which then skips the writing).
 */
import { Redis } from 'ioredis';
import { Types } from 'mongoose';
import type { DirectoryCache } from '../../src/directory/directory-cache';
import { searchNamesOf } from '../../src/directory/search-names';
import { DirectoryIndex, IndexedGroupRow, IndexedUserRow } from '../../src/directory/search/index/directory-index';
import { compareBytes, groupSortKey, personSortKey } from '../../src/directory/search/index/index-keys';
import { INDEX_FORMAT } from '../../src/directory/search/index/index-scripts';
import { DIRECTORY_SEARCH } from '../../src/directory/search/directory-search.limits';
import { directorySearchWordsOf } from '../../src/directory/search/search-text';
import { GROUP_DEPARTMENTS, GROUP_PLACES, personName, seededRandom } from './directory-names.bench-data';
import { redisCpuMs } from '../support/api-process';
import { searchTexts } from './seed-directory.bench';

const USERS = Number(process.env.WORD_BENCH_USERS ?? 100_000);
const GROUPS = Number(process.env.WORD_BENCH_GROUPS ?? 10_000);
const TEXTS = Number(process.env.WORD_BENCH_TEXTS ?? 2_000);
const NAMESPACE = 'bench-word-search';
const BATCH = 500;

/** What the database's query needs of an entry: its list order, its name parts, whether it is deleted. */
interface Entry {
  id: string;
  sortKey: string;
  parts: string[];
  deleted: boolean;
}

async function main() {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const cache = { namespace: () => NAMESPACE, rememberLogins: async () => undefined, invalidateUsers: async () => undefined } as unknown as DirectoryCache;
  const index = new DirectoryIndex(redis, cache, null as never);
  const meta = `${NAMESPACE}:index:meta`;
  // The same directory on every run (ids included), so a kept index matches the entries rebuilt here.
  const random = seededRandom(20240601);
  const people = makePeople(random);
  const groups = makeGroups(random);
  if (!(await redis.hget(meta, 'ready'))) {
    const before = usedMemory(await redis.info('memory'));
    await redis.hset(meta, { ready: '1', format: INDEX_FORMAT });
    const started = Date.now();
    for (let start = 0; start < people.rows.length; start += BATCH) await index.refreshFromRows(people.rows.slice(start, start + BATCH));
    for (let start = 0; start < groups.rows.length; start += BATCH) await index.refreshGroupsFromRows(groups.rows.slice(start, start + BATCH));
    console.log(`${USERS} people, ${GROUPS} groups written in ${((Date.now() - started) / 1000).toFixed(1)} s; Redis used_memory +${mb(usedMemory(await redis.info('memory')) - before)}`);
  }
  for (const kind of ['u', 'g']) console.log(`pickers' keys of kind "${kind}": ${await pickerKeysMemory(redis, kind)}`);

  const userTexts = searchTexts(random, TEXTS, () => {
    const { firstname, lastname } = personName(random);
    return `${firstname} ${lastname}`;
  });
  const groupTexts = searchTexts(random, TEXTS, () => `${random.pick(GROUP_DEPARTMENTS)} ${random.pick(GROUP_PLACES)}`);
  console.log('| searches | calls | Redis µs a script (commandstats) | Redis CPU µs a search | client median | answers as the database |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, texts, entries, search] of [
    ['users', userTexts, people.entries, (words: string[]) => index.searchUsers(words, DIRECTORY_SEARCH.maxResults)],
    ['groups', groupTexts, groups.entries, (words: string[]) => index.searchGroups(words, DIRECTORY_SEARCH.maxResults)],
  ] as const) {
    const sorted = entries.filter((entry) => !entry.deleted).sort((a, b) => compareBytes(a.sortKey, b.sortKey));
    const queries = texts.map((text) => directorySearchWordsOf(text)).filter((words) => words.length > 0);
    for (const [what, selected] of [
      ['one word', queries.filter((words) => words.length === 1)],
      ['several words', queries.filter((words) => words.length > 1)],
    ] as const) {
      // One call first: ioredis loads the script on its first use (an EVAL, not counted then).
      if (selected.length) await search([...selected[0]]);
      await redis.config('RESETSTAT');
      const cpuBefore = redisCpuMs(await redis.info('cpu'));
      const times: number[] = [];
      let differing = 0;
      let example = '';
      for (const words of selected) {
        const started = process.hrtime.bigint();
        const found = await search([...words]);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        const expected = databaseAnswer(sorted, words);
        const ids = (found ?? []).map((entry) => entry._id).join(',');
        if (found === null || ids !== expected.join(',')) {
          differing++;
          example ||= ` (first: "${words.join(' ')}")`;
        }
      }
      const cpu = (redisCpuMs(await redis.info('cpu')) - cpuBefore) / Math.max(1, selected.length);
      const script = scriptStats(await redis.info('commandstats'));
      times.sort((a, b) => a - b);
      const median = times.length ? times[Math.floor(times.length / 2)].toFixed(3) : 'n/a';
      const same = differing === 0 ? 'all' : `${differing} differ${example}`;
      console.log(`| ${label}, ${what} | ${selected.length} | ${script} | ${(cpu * 1000).toFixed(0)} | ${median} ms | ${same} |`);
    }
  }
  if (!process.env.WORD_BENCH_KEEP) {
    await redis.hdel(meta, 'ready');
    await (index as unknown as { dropGeneration(gen: string): Promise<void> }).dropGeneration('1');
    await redis.del(meta);
  }
  await redis.quit();
}

function makePeople(random: ReturnType<typeof seededRandom>) {
  const rows: IndexedUserRow[] = [];
  const entries: Entry[] = [];
  for (let n = 0; n < USERS; n++) {
    const { firstname, lastname } = personName(random);
    const _id = new Types.ObjectId(objectIdHex(1, n));
    const deleted = random.next() < 0.02;
    const search_names = searchNamesOf(firstname, lastname);
    rows.push({ _id, id_portal: `bench.${n}`, hermes_id: `HB-${n}`, firstname, lastname, fullname: `${firstname} ${lastname}`, deleted, search_names } as IndexedUserRow);
    entries.push({ id: String(_id), sortKey: personSortKey({ lastname, firstname }, String(_id)), parts: search_names, deleted });
  }
  return { rows, entries };
}

function makeGroups(random: ReturnType<typeof seededRandom>) {
  const rows: IndexedGroupRow[] = [];
  const entries: Entry[] = [];
  for (let n = 0; n < GROUPS; n++) {
    const title = `${random.pick(GROUP_DEPARTMENTS)} ${random.pick(GROUP_PLACES)} ${n}`;
    const _id = new Types.ObjectId(objectIdHex(2, n));
    const search_names = searchNamesOf(title);
    rows.push({ _id, title, guid: `GRP-${n}`, search_names, deleted: false } as IndexedGroupRow);
    entries.push({ id: String(_id), sortKey: groupSortKey({ title }, String(_id)), parts: search_names, deleted: false });
  }
  return { rows, entries };
}

/** Fixed ids, so the order of namesakes (by id) is the same on every run. */
function objectIdHex(kind: number, n: number): string {
  return `65${String(kind).padStart(2, '0')}${n.toString(16).padStart(20, '0')}`;
}

/** The database's query (every word starts some part, list order, the first 20) over entries already in list order. */
function databaseAnswer(sorted: Entry[], words: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of sorted) {
    if (words.every((word) => entry.parts.some((part) => part.startsWith(word)))) out.push(entry.id);
    if (out.length === DIRECTORY_SEARCH.maxResults) break;
  }
  return out;
}

/** Redis's time per script call since the last reset: evalsha (ioredis sends scripts by their SHA). */
function scriptStats(info: string): string {
  const line = /cmdstat_evalsha:calls=(\d+),usec=(\d+),usec_per_call=([\d.]+)/.exec(info);
  return line ? `${Number(line[3]).toFixed(1)} (${line[1]} calls)` : 'n/a';
}

async function pickerKeysMemory(redis: Redis, kind: string): Promise<string> {
  const base = `${NAMESPACE}:index:g1:${kind}`;
  const usage = async (key: string) => Number((await redis.memory('USAGE', key)) ?? 0);
  const named = await Promise.all(['z', 'p', 'h', 'n'].map(async (suffix) => `${suffix} ${mb(await usage(`${base}:${suffix}`))}`));
  const prefixes = await redis.smembers(`${base}:x`);
  let prefixBytes = 0;
  for (const prefix of prefixes) prefixBytes += await usage(`${base}:x:${prefix}`);
  return `${named.join(', ')}; prefix sets ${prefixes.length}, ${mb(prefixBytes + (prefixes.length ? await usage(`${base}:x`) : 0))}`;
}

function usedMemory(info: string): number {
  return Number(/used_memory:(\d+)/.exec(info)![1]);
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

void main();
