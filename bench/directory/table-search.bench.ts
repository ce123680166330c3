/**
 * The users table's searches timed on the index alone: 100,000 people (bench/directory's names) and
 * a crowd of 20,000 more whose last names share "last" ("Last0" …, issue 32's adversarial directory),
 * written into a Redis generation by the index's own code (`refreshFromRows`), then each search as
 * the api makes it (`auto`: one bounded call, a gather or a walk of bounded calls): median time of
 * seven pages after one not counted (page JSON parsed), the script calls a page took and the slowest
 * single call (timed at the client, so Redis's own time is less). The first page is timed with the
 * table's version moved before each (no scratch set kept), the next page right after it (the
 * gathered search's scratch set serves it); beside them, the way before the gather (one collecting
 * call when the rarest word starts at most 2,000 names, else the walk), and the exact count (one
 * `collect` forced). No database, no api: minutes faster than `bench/directory`, for the script's own cost.
 *
 *   set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/directory/table-search.bench.ts
 *
 * Settings: TABLE_BENCH_USERS (100000), TABLE_BENCH_CROWD (20000), TABLE_BENCH_KEEP=1 keeps the keys for the next run.
 */
import { Redis } from 'ioredis';
import { loadavg } from 'node:os';
import { Types } from 'mongoose';
import type { DirectoryCache } from '../../src/directory/directory-cache';
import { searchNamesOf } from '../../src/directory/search-names';
import { DirectoryIndex, IndexedUserRow, TableSearchWay } from '../../src/directory/search/index/directory-index';
import { INDEX_FORMAT, TABLE_SEARCH_SLICE } from '../../src/directory/search/index/index-scripts';
import type { UserSortColumn } from '../../src/directory/search/user-list.criteria';
import { personName, seededRandom } from './directory-names.bench-data';

const USERS = Number(process.env.TABLE_BENCH_USERS ?? 100_000);
const CROWD = Number(process.env.TABLE_BENCH_CROWD ?? 20_000);
const NAMESPACE = 'bench-table-search';
const DAY_MS = 86_400_000;

const SEARCHES: { words: string[]; column: UserSortColumn; ascending: boolean; page: number }[] = [
  { words: ['m'], column: 'lastname', ascending: true, page: 2 },
  { words: ['m'], column: 'updated_time', ascending: false, page: 2 },
  { words: ['m'], column: 'firstname', ascending: true, page: 170 },
  { words: ['m'], column: 'last_login_time', ascending: true, page: 300 },
  { words: ['ma'], column: 'id_portal', ascending: true, page: 1 },
  { words: ['mar'], column: 'lastname', ascending: true, page: 2 },
  { words: ['mar'], column: 'last_login_time', ascending: false, page: 2 },
  { words: ['mar', 'd'], column: 'firstname', ascending: true, page: 1 },
  { words: ['m', 'd'], column: 'lastname', ascending: false, page: 5 },
  { words: ['x'], column: 'lastname', ascending: true, page: 1 },
  { words: ['王'], column: 'updated_time', ascending: true, page: 3 },
  { words: ['dubois', 'marc'], column: 'lastname', ascending: true, page: 1 },
  { words: ['last'], column: 'lastname', ascending: true, page: 1 },
  { words: ['last'], column: 'last_login_time', ascending: false, page: 20 },
  { words: ['last', 'm'], column: 'firstname', ascending: true, page: 3 },
  { words: ['last', 'dubois'], column: 'lastname', ascending: true, page: 1 },
];

async function main() {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const cache = { namespace: () => NAMESPACE, rememberLogins: async () => undefined, rememberLookups: async () => undefined, invalidateUsers: async () => undefined } as unknown as DirectoryCache;
  const index = new DirectoryIndex(redis, cache, null as never);
  const meta = `${NAMESPACE}:index:meta`;
  if (!(await redis.hget(meta, 'ready'))) {
    const before = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
    await redis.hset(meta, { ready: '1', format: INDEX_FORMAT });
    const random = seededRandom(42);
    const started = Date.now();
    for (let start = 0; start < USERS + CROWD; start += 500) {
      const rows: IndexedUserRow[] = [];
      for (let n = start; n < Math.min(USERS + CROWD, start + 500); n++) {
        const named = personName(random);
        const { firstname } = named;
        const lastname = n < USERS ? named.lastname : `Last${n - USERS}`;
        const updated = new Date(Date.now() - random.int(0, 365) * DAY_MS);
        rows.push({
          _id: new Types.ObjectId(),
          id_portal: `bench.${n}`,
          hermes_id: `HB-${n}`,
          firstname,
          lastname,
          fullname: `${firstname} ${lastname}`,
          language: 'fr',
          services: [],
          deleted: random.next() < 0.02,
          search_names: searchNamesOf(firstname, lastname),
          updated_time: updated,
          last_login_time: random.next() < 0.2 ? undefined : new Date(updated.getTime() + random.int(0, 30) * DAY_MS),
        } as IndexedUserRow);
      }
      await index.refreshFromRows(rows);
    }
    const after = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
    const prefixes = await redis.smembers(`${NAMESPACE}:index:g1:t:x`);
    let prefixBytes = 0;
    for (const prefix of prefixes) prefixBytes += Number(await redis.memory('USAGE', `${NAMESPACE}:index:g1:t:x:${prefix}`));
    console.log(`${USERS} people and a crowd of ${CROWD} written in ${((Date.now() - started) / 1000).toFixed(1)} s; Redis +${mb(after - before)} (prefix sets: ${prefixes.length}, ${mb(prefixBytes)})`);
  }
  // Each script call of a page timed at the client.
  const commands = redis as unknown as { portalTableSearch: (...args: unknown[]) => Promise<unknown> };
  const run = commands.portalTableSearch.bind(redis);
  let calls: number[] = [];
  commands.portalTableSearch = async (...args: unknown[]) => {
    const started = process.hrtime.bigint();
    try {
      return await run(...args);
    } finally {
      calls.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  console.log(`load average ${loadavg()[0].toFixed(1)}`);
  console.log('| search, page of 50 | matches · listed | before: walk or one collect, page (median) · calls | first page now (median) · calls · slowest call | next page now (median) · calls |');
  console.log('|---|---|---|---|---|');
  const table = `${NAMESPACE}:index:g1:t`;
  for (const search of SEARCHES) {
    // `fresh`: the table's version moved before each page, so no scratch set kept by the previous one serves it.
    const time = async (way: TableSearchWay, page: number, fresh: boolean, runs = 8) => {
      const times: number[] = [];
      let slowest = 0;
      let perPage = 0;
      let answer: Awaited<ReturnType<DirectoryIndex['tablePage']>> = null;
      for (let n = 0; n < runs; n++) {
        if (fresh) await redis.incr(`${table}:version`);
        calls = [];
        const started = process.hrtime.bigint();
        answer = await index.tablePage(search.words, search.column, search.ascending, (page - 1) * 50, 50, way);
        if (n > 0 || runs === 1) times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (n > 0 || runs === 1) slowest = Math.max(slowest, ...calls);
        perPage = calls.length;
      }
      times.sort((a, b) => a - b);
      return { ms: times[Math.floor(times.length / 2)], answer, slowest, perPage };
    };
    // Before the gather: one call collecting the rarest word's range when it starts at most 2,000 names, else the walk.
    const counts = await Promise.all(search.words.map((word) => redis.zlexcount(`${table}:w:lastname`, `[${word}`, Buffer.concat([Buffer.from(`(${word}`), Buffer.from([0xff])]))));
    const before = await time(Math.min(...counts) <= TABLE_SEARCH_SLICE ? 'collect' : 'walk', search.page, true);
    const first = await time('auto', search.page, true);
    const next = await time('auto', search.page + 1, false);
    const exact = await time('collect', search.page, true, 1);
    const listed = first.answer?.more ? `more than ${first.answer.total}` : String(first.answer?.total);
    const label = `"${search.words.join(' ')}", ${search.column} ${search.ascending ? 'asc' : 'desc'}, page ${search.page}`;
    const cell = (timed: { ms: number; perPage: number }) => `${timed.ms.toFixed(1)} ms · ${timed.perPage}`;
    console.log(`| ${label} | ${exact.answer?.total} · ${listed} | ${cell(before)} | ${cell(first)} · ${first.slowest.toFixed(1)} ms | ${cell(next)} |`);
  }
  if (!process.env.TABLE_BENCH_KEEP) {
    await redis.hdel(meta, 'ready');
    await (index as unknown as { dropGeneration(gen: string): Promise<void> }).dropGeneration('1');
    await redis.del(meta);
  }
  await redis.quit();
}

function mb(bytes: number) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

void main();
