import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Redis } from 'ioredis';
import type { Model } from 'mongoose';
import { DirectoryCache } from '../src/directory/directory-cache';
import { searchNamesOf } from '../src/directory/search-names';
import { DIRECTORY_SEARCH } from '../src/directory/search/directory-search.limits';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { APPLY_BUDGET, SEARCH_SCRIPT, SEARCH_SORTED, SEARCH_WORK } from '../src/directory/search/index/index-scripts';
import { nameFilterOf, PERSON_ORDER, userSearchFilterOf } from '../src/directory/search/name-filter';
import { directorySearchWordsOf } from '../src/directory/search/search-text';
import { userSortOf } from '../src/directory/search/user-list.criteria';
import { User } from '../src/directory/user.schema';
import { REDIS } from '../src/platform/queues/queues.module';
import { givenUsers } from './support/directory-fixtures';
import { createTestApp, useDatabase } from './support/test-app';

const LIMIT = DIRECTORY_SEARCH.maxResults;
/** People sharing the prefix "last", each with a part of their own (last0, last1, …): the shape that once took 37 s a call. */
const CROWD = 400;

const TEXTS = [
  'las', 'last', 'last1', 'last12', 'last123', 'last39', 'last399', 'pat', 'pat las', 'last3 pat', 'las pat last1',
  'mov', 'moved', 'moved1', 'moved12', 'mov pat', 'quix', 'quixote', 'quixotte', 'sol', 'pat mov last',
];

/**
 * A directory where hundreds of names share a prefix: the index answers every search as the database
 * through renames and deletions within that crowd, and a rename costs Redis the same number of
 * commands whether its name shares its prefix with one other person or with hundreds.
 */
describe('the directory index with many names sharing a prefix', () => {
  let app: NestExpressApplication;
  let index: DirectoryIndex;
  let users: Model<User>;
  let redis: Redis;

  const indexIds = async (words: string[]) => (await index.searchUsers(words, LIMIT))?.map((person) => person._id);
  const databaseIds = async (words: string[], limit: number = LIMIT) =>
    (await users.find(userSearchFilterOf(words), { _id: 1 }).sort(PERSON_ORDER).limit(limit).lean()).map((row) => String(row._id));

  async function expectSameAsDatabase() {
    for (const text of TEXTS) {
      const words = directorySearchWordsOf(text);
      expect([text, await indexIds(words)]).toEqual([text, await databaseIds(words)]);
    }
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const registry = `${base}:g${await redis.hget(`${base}:meta`, 'ready')}:u:x`;
    for (const prefix of ['las', 'last', 'last1', 'last12', 'mov', 'moved', 'moved1']) {
      const kept = (await redis.zrange(`${registry}:${prefix}`, 0, -1)).map((key) => key.slice(-24));
      expect([prefix, kept]).toEqual([prefix, await databaseIds([prefix], 0)]);
    }
  }

  /** Redis commands run meanwhile, those a script runs included (INFO commandstats). */
  async function commandsDuring(action: () => Promise<unknown>): Promise<number> {
    const calls = async () => [...(await redis.info('commandstats')).matchAll(/calls=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    const before = await calls();
    await action();
    // The two INFO calls themselves are left out.
    return (await calls()) - before - 1;
  }

  const rename = async (login: string, lastname: string) => {
    const { _id, firstname } = (await users.findOne({ id_portal: login }, { firstname: 1 }).lean())!;
    await users.updateOne({ _id }, { lastname, fullname: `${firstname} ${lastname}`, search_names: searchNamesOf(firstname, lastname) });
    await index.refresh([String(_id)]);
  };

  beforeAll(async () => {
    useDatabase('directory_crowded_prefix');
    app = await createTestApp();
    index = app.get(DirectoryIndex);
    users = app.get<Model<User>>(getModelToken(User.name));
    redis = app.get<Redis>(REDIS);
    await givenUsers(
      app,
      ...Array.from({ length: CROWD }, (_, n) => ({ id_portal: `crowd.${n}`, firstname: n % 3 ? 'Pat' : 'Sol', lastname: `Last${n}` })),
      { id_portal: 'solo.quixote', firstname: 'Solo', lastname: 'Quixote' },
      { id_portal: 'solo.quixada', firstname: 'Solo', lastname: 'Quixada' },
    );
    await index.rebuild();
  }, 120_000);
  afterAll(() => app?.close());

  it('answers every search as the database, a crowded prefix included', async () => {
    expect(await index.isReady()).toBe(true);
    expect(await index.searchUsers(['last'], LIMIT)).toHaveLength(LIMIT);
    await expectSameAsDatabase();
  });

  it('costs a rename of one of the first of a crowded prefix the same Redis work as a rename of a name shared with one other person', async () => {
    // "last0", "last1", "last10", "last100", "last101" … are the first of "las" and "last" in the list's order.
    // The fewest of three each: another client's commands on the same Redis only add to a count.
    const crowded: number[] = [];
    const lonely: number[] = [];
    for (const [n, quixote] of [[100, 'Quixotte'], [101, 'Quixote'], [102, 'Quixotte']] as const) {
      crowded.push(await commandsDuring(() => rename(`crowd.${n}`, `Moved${n}`)));
      lonely.push(await commandsDuring(() => rename('solo.quixote', quixote)));
    }
    expect(Math.min(...crowded)).toBeGreaterThan(0);
    expect(Math.min(...crowded)).toBeLessThanOrEqual(Math.min(...lonely) + 10);
    await expectSameAsDatabase();
  });

  /** SEARCH_SCRIPT with other bounds, run on this directory: the ids it answers, or null when it leaves the search to the database. */
  async function searchWith(script: string, words: string[]): Promise<string[] | null> {
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const answer = await redis.eval(script, 1, `${base}:meta`, base, 'u', LIMIT, ...words);
    return answer === null ? null : (JSON.parse(String(answer)) as { _id: string }[]).map((person) => person._id);
  }

  it('answers from the smallest prefix set of the words, in order, when sorting the candidates would take too long', async () => {
    const fromSets = SEARCH_SCRIPT.replaceAll(`toSort > ${SEARCH_SORTED}`, 'toSort > 10');
    expect(fromSets).not.toBe(SEARCH_SCRIPT);
    for (const text of [...TEXTS, 'last1 pat', 'pat last12', 'quixo sol', 'last39 sol']) {
      const words = directorySearchWordsOf(text);
      expect([text, await searchWith(fromSets, words)]).toEqual([text, await databaseIds(words)]);
    }
  });

  it('leaves a search that would read too much to the database (the index answers nothing), and answers the others', async () => {
    const shortOfWork = SEARCH_SCRIPT.replaceAll(`work > ${SEARCH_WORK}`, 'work > 0');
    expect(shortOfWork).not.toBe(SEARCH_SCRIPT);
    // "last3" starts 111 parts, a third of them are Sol: a first chunk of 40 candidates holds fewer than 20.
    expect(await searchWith(shortOfWork, ['last3', 'sol'])).toBeNull();
    expect(await searchWith(shortOfWork, ['last'])).toEqual(await databaseIds(['last']));
  });

  it('keeps the answers through renames and deletions of a part of the crowd, the first of its prefix included', async () => {
    const renamed = Array.from({ length: 60 }, (_, n) => n * 5);
    for (const n of renamed) await rename(`crowd.${n}`, `Moved${n}`);
    await expectSameAsDatabase();
    // Deleted (left out of the pickers) and removed from the database altogether.
    const gone = await users.find({ id_portal: { $in: Array.from({ length: 30 }, (_, n) => `crowd.${n * 7 + 1}`) } }, { _id: 1 }).lean();
    await users.updateMany({ _id: { $in: gone.slice(0, 20).map((row) => row._id) } }, { deleted: true });
    await users.deleteMany({ _id: { $in: gone.slice(20).map((row) => row._id) } });
    await index.refresh(gone.map((row) => String(row._id)));
    await expectSameAsDatabase();
    // Back to their first name: the crowd's first people change again.
    for (const n of [0, 5, 10, 20, 25, 30, 35, 40]) await rename(`crowd.${n}`, `Last${n}`);
    await expectSameAsDatabase();
  }, 180_000);

  /** Each call of an apply script (its name) during `action`: entries sent and applied, Redis commands run meanwhile. */
  async function applyCallsDuring(action: () => Promise<unknown>) {
    // Arguments before the entries, and arguments an entry takes: the pickers' (5 keys, the layout), the table's (13 keys).
    const shapes = { portalIndexApply: [6, 3], portalTableApply: [13, 2] } as const;
    const commands = redis as unknown as Record<string, (...args: string[]) => Promise<number>>;
    const calls: { script: string; sent: number; applied: number; commands: number }[] = [];
    const originals = Object.fromEntries(Object.keys(shapes).map((name) => [name, commands[name]]));
    for (const [name, [before, width]] of Object.entries(shapes)) {
      commands[name] = async (...args: string[]) => {
        let applied = 0;
        const ran = await commandsDuring(async () => (applied = await originals[name].apply(redis, args)));
        calls.push({ script: name, sent: (args.length - before) / width, applied, commands: ran });
        return applied;
      };
    }
    try {
      await action();
    } finally {
      Object.assign(commands, originals);
    }
    return calls;
  }

  const renameInDatabase = async (logins: string[], lastnameOf: (login: string) => string) => {
    const people = await users.find({ id_portal: { $in: logins } }, { firstname: 1, id_portal: 1 }).lean();
    for (const { _id, firstname, id_portal } of people) {
      const lastname = lastnameOf(id_portal);
      await users.updateOne({ _id }, { lastname, fullname: `${firstname} ${lastname}`, search_names: searchNamesOf(firstname, lastname) });
    }
    return people.map((person) => String(person._id));
  };

  it('writes a batch of renames in calls of at most its budget of Redis commands plus one entry, and the index stays the database', async () => {
    // One rename alone: the most one entry of each script costs here (the fewest of three: other clients only add).
    const single: Record<string, number[]> = {};
    for (const n of [341, 342, 343]) {
      const renamed = await renameInDatabase([`crowd.${n}`], () => `Single${n}`);
      for (const call of await applyCallsDuring(() => index.refresh(renamed))) (single[call.script] ??= []).push(call.commands);
    }
    const logins = Array.from({ length: 40 }, (_, n) => `crowd.${350 + n}`);
    const ids = await renameInDatabase(logins, (login) => `Batch${login.slice(6)}`);
    const calls = await applyCallsDuring(() => index.refresh(ids));
    for (const script of ['portalIndexApply', 'portalTableApply']) {
      const its = calls.filter((call) => call.script === script);
      // Every entry applied once, in calls of SCRIPT_ENTRIES sent, some of them cut short by the budget.
      expect([script, its.reduce((sum, call) => sum + call.applied, 0)]).toEqual([script, 40]);
      expect(its.some((call) => call.applied < call.sent)).toBe(true);
      // The budget, one entry past it, the call itself and a few commands of the app's other clients.
      const bound = APPLY_BUDGET + Math.min(...single[script]) + 30;
      expect([script, bound, its.filter((call) => call.commands > bound)]).toEqual([script, bound, []]);
    }
    await expectSameAsDatabase();
    // The users table (renamed people included) answers as the database too.
    const table = await index.tablePage(['batch'], 'lastname', true, 0, 50);
    const database = await users.find(nameFilterOf(['batch']), { id_portal: 1 }).sort(userSortOf('lastname', true)).lean();
    expect(table?.rows.map((row) => row.id_portal)).toEqual(database.map((row) => row.id_portal));
  }, 120_000);
});
