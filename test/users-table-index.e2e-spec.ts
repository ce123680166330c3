import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Model } from 'mongoose';
import { LastSignInWriter } from '../src/directory/commands/record-sign-in/last-sign-in-writer';
import { searchNamesOf } from '../src/directory/search-names';
import { User } from '../src/directory/user.schema';
import type { Redis } from 'ioredis';
import { DirectoryCache } from '../src/directory/directory-cache';
import { DirectoryIndex, TableSearchWay } from '../src/directory/search/index/directory-index';
import { INDEX_FORMAT, TABLE_APPLY_SCRIPT, TABLE_SEARCH_SCRIPT, TABLE_SEARCH_SLICE } from '../src/directory/search/index/index-scripts';
import { DATE_COLUMNS, LEX_COLUMNS, NAME_COLUMNS, TABLE_USER_FIELDS, tableRecord, TableUserRow } from '../src/directory/search/index/table-keys';
import { nameFilterOf } from '../src/directory/search/name-filter';
import { USER_SORT_COLUMNS, userSortOf, UserSortColumn } from '../src/directory/search/user-list.criteria';
import { LIMITS } from '../src/contracts';
import { REDIS } from '../src/platform/queues/queues.module';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

type Row = { _id: string; id_portal: string; deleted: boolean; last_login_time: string | null };

/**
 * The users table, getUser/hermesid and getMapUsers are answered by the directory index in Redis
 * (not the database, which scans 100,000 people on FerretDB): deleted people stay listed as before,
 * and the app's own writes (a sign-in, a saved bookmark list) show in the table at once.
 */
describe('users table and lookups from the directory index', () => {
  let app: NestExpressApplication;
  let admin: ApiClient;
  let gone: string;

  beforeAll(async () => {
    useDatabase('users_table_index');
    app = await createTestApp();
    const [, , , left] = await givenUsers(
      app,
      { id_portal: 'alice.admin', firstname: 'Alice', lastname: 'Admin', is_administrator: true },
      { id_portal: 'marc.durand', firstname: 'Marc', lastname: 'Durand' },
      { id_portal: 'maria.zeller', firstname: 'Maria', lastname: 'Zeller' },
      { id_portal: 'martin.left', firstname: 'Martin', lastname: 'Left', deleted: true },
    );
    gone = String(left._id);
    admin = await signIn(app.getHttpServer(), 'alice.admin');
  });

  afterAll(() => app?.close());

  const page = async (path: string) => (await admin.get(`/api/getUsers/paginate/${path}`)).body as { data: Row[]; count: number };

  it('answers from the index, deleted people included, in every order and search', async () => {
    const index = app.get(DirectoryIndex);
    const indexed = await index.tablePage(['mar'], 'lastname', true, 0, 50);
    expect(indexed?.rows.map((row) => row.id_portal)).toEqual(['marc.durand', 'martin.left', 'maria.zeller']);
    // Every order of a search comes from the index itself (null would mean the database answered).
    const fromIndex = async (words: string[], column: 'firstname' | 'id' | 'updated_time', ascending: boolean) =>
      (await index.tablePage(words, column, ascending, 0, 50))?.rows.map((row) => row.id_portal);
    expect(await fromIndex(['mar', 'd'], 'firstname', true)).toEqual(['marc.durand']);
    expect(await fromIndex(['mar'], 'id', false)).toEqual(['martin.left', 'maria.zeller', 'marc.durand']);
    expect(await fromIndex(['mar'], 'updated_time', true)).toHaveLength(3);

    const all = await page('50/true/1/true/lastname/');
    expect(all.count).toBe(4);
    expect(all.data.map((row) => row.id_portal)).toEqual(['alice.admin', 'marc.durand', 'martin.left', 'maria.zeller']);
    expect(all.data.find((row) => row.id_portal === 'martin.left')?.deleted).toBe(true);
    expect((await page('2/false/2/true/firstname/')).data.map((row) => row.id_portal)).toEqual(['marc.durand', 'alice.admin']);
    const searched = await page('1/true/2/true/id_portal/?q=mar');
    expect([searched.count, searched.data.map((row) => row.id_portal)]).toEqual([3, ['maria.zeller']]);
    expect((await page('50/true/1/true/lastname/?q=mar zel')).data.map((row) => row.id_portal)).toEqual(['maria.zeller']);
    // Each word must start a name part, whichever is the rarer; sorted by the id when asked.
    expect((await page('50/true/1/true/firstname/?q=mar d')).data.map((row) => row.id_portal)).toEqual(['marc.durand']);
    expect((await page('50/false/1/true/id/?q=mar')).data.map((row) => row.id_portal)).toEqual(['martin.left', 'maria.zeller', 'marc.durand']);
  });

  it('answers a broad search by walking the column order or gathering its matches exactly as by sorting them, on every page and order', async () => {
    const index = app.get(DirectoryIndex);
    const columns = ['lastname', 'firstname', 'id_portal', 'updated_time', 'last_login_time', 'id'] as const;
    const answer = async (way: TableSearchWay, words: string[], column: (typeof columns)[number], ascending: boolean, offset: number) => {
      const page = await index.tablePage(words, column, ascending, offset, 1, way);
      return [page?.total, page?.rows.map((row) => row.id_portal)];
    };
    for (const column of columns) {
      for (const ascending of [true, false]) {
        // Each page of one row, the second and third from the far end of the order.
        for (const offset of [0, 1, 2, 3]) {
          for (const words of [['m'], ['m', 'd'], ['mar', 'z'], ['ma', 'l']]) {
            const collected = await answer('collect', words, column, ascending, offset);
            expect([words, column, ascending, offset, await answer('walk', words, column, ascending, offset)]).toEqual([words, column, ascending, offset, collected]);
            expect(await answer('gather', words, column, ascending, offset)).toEqual(collected);
            expect(await answer('auto', words, column, ascending, offset)).toEqual(collected);
          }
        }
      }
    }
    expect(await answer('walk', ['m'], 'lastname', true, 0)).toEqual([3, ['marc.durand']]);
    expect(await answer('walk', ['m'], 'lastname', false, 2)).toEqual([3, ['marc.durand']]);
    expect(await answer('walk', ['m', 'd'], 'id', true, 0)).toEqual([1, ['marc.durand']]);
    expect(await answer('walk', ['ma', 'l'], 'firstname', true, 0)).toEqual([1, ['martin.left']]);
    expect(await answer('walk', ['m', 'q'], 'firstname', true, 0)).toEqual([0, []]);

    // A renamed person leaves the prefixes of the old name and joins those of the new one.
    const users = app.get<Model<User>>(getModelToken(User.name));
    const rename = async (lastname: string) => {
      const maria = await users.findOneAndUpdate({ id_portal: 'maria.zeller' }, { lastname, search_names: searchNamesOf('Maria', lastname) }, { new: true }).lean();
      await index.refresh([String(maria!._id)]);
    };
    await rename('Dupont');
    expect(await answer('walk', ['m', 'z'], 'lastname', true, 0)).toEqual([0, []]);
    expect(await answer('walk', ['m', 'd'], 'lastname', true, 0)).toEqual([2, ['maria.zeller']]); // Dupont before Durand
    await rename('Zeller');
    expect(await answer('walk', ['m', 'z'], 'lastname', true, 0)).toEqual([1, ['maria.zeller']]);

    // A generation of the previous layout (no prefix sets) while the new one is built: the database answers.
    const meta = `${app.get(DirectoryCache).namespace()}:index:meta`;
    const redis = app.get<Redis>(REDIS);
    await redis.hset(meta, 'format', '5');
    try {
      expect(await index.tablePage(['m'], 'lastname', true, 0, 50)).toBeNull();
      expect((await page('50/true/1/true/lastname/?q=m')).data.map((row) => row.id_portal)).toEqual(['marc.durand', 'martin.left', 'maria.zeller']);
    } finally {
      await redis.hset(meta, 'format', INDEX_FORMAT);
    }
  });

  /** The users table's search script reading 2 members a call and listing 2 matches, its calls counted, until `restore`. */
  const boundedSearch = () => {
    const redis = app.get<Redis>(REDIS) as Redis & { portalTableSearch: (...args: unknown[]) => Promise<unknown> };
    const bounded = TABLE_SEARCH_SCRIPT.replace(`local slice, listed = ${TABLE_SEARCH_SLICE}, ${LIMITS.tableSearchListed}`, 'local slice, listed = 2, 2');
    expect(bounded).not.toBe(TABLE_SEARCH_SCRIPT);
    redis.defineCommand('portalTableSearch', { numberOfKeys: 1, lua: bounded });
    const run = redis.portalTableSearch.bind(redis);
    const counted = { calls: 0, restore: () => redis.defineCommand('portalTableSearch', { numberOfKeys: 1, lua: TABLE_SEARCH_SCRIPT }) };
    redis.portalTableSearch = (...args: unknown[]) => {
      counted.calls++;
      return run(...args);
    };
    return counted;
  };

  it('lists the first matches of a search broader than its bound, a bounded slice of the order a call, and says more match', async () => {
    const index = app.get(DirectoryIndex);
    const redis = app.get<Redis>(REDIS);
    const users = app.get<Model<User>>(getModelToken(User.name));
    // On this directory of 4 people.
    const counted = boundedSearch();
    try {
      const database = async (words: string[], column: UserSortColumn, ascending: boolean) =>
        (await users.find(nameFilterOf(words), { id_portal: 1 }).sort(userSortOf(column, ascending)).lean()).map((row) => row.id_portal);
      for (const column of USER_SORT_COLUMNS) {
        for (const ascending of [true, false]) {
          for (const words of [['m'], ['mar'], ['ma', 'l'], ['mar', 'z'], ['m', 'd'], ['a']]) {
            const all = await database(words, column, ascending);
            // Gathered first, then its own choice, which takes the scratch set the gather kept.
            for (const way of ['gather', 'auto'] as const) {
              const page = await index.tablePage(words, column, ascending, 0, 50, way);
              const listed = [page?.total, page?.more, page?.rows.map((row) => row.id_portal)];
              expect([words, column, ascending, way, listed]).toEqual([words, column, ascending, way, [Math.min(all.length, 2), all.length > 2, all.slice(0, 2)]]);
            }
          }
        }
      }
      // One match among 4 people, 2 read a call: the walk took several calls to know there is no other.
      counted.calls = 0;
      expect((await index.tablePage(['mar', 'z'], 'lastname', true, 0, 50, 'walk'))?.rows.map((row) => row.id_portal)).toEqual(['maria.zeller']);
      expect(counted.calls).toBeGreaterThan(1);
      // Its 3 names gathered 2 a call into a scratch set, kept for the next pages: one call each.
      const scratch = async () => redis.keys(`${app.get(DirectoryCache).namespace()}:index:g*:t:q:*`);
      await redis.unlink(...(await scratch()), 'none');
      counted.calls = 0;
      expect((await index.tablePage(['mar'], 'lastname', true, 0, 1, 'gather'))?.rows.map((row) => row.id_portal)).toEqual(['marc.durand']);
      expect(counted.calls).toBe(2);
      counted.calls = 0;
      expect((await index.tablePage(['mar'], 'lastname', true, 1, 1))?.rows.map((row) => row.id_portal)).toEqual(['martin.left']);
      expect(counted.calls).toBe(1);
      // It expires, and a change of the directory is never hidden by it.
      const kept = await scratch();
      expect(kept).toHaveLength(1);
      expect(await redis.ttl(kept[0])).toBeGreaterThan(0);
      const maria = await users.findOneAndUpdate({ id_portal: 'maria.zeller' }, { lastname: 'Dupont', search_names: searchNamesOf('Maria', 'Dupont') }, { new: true }).lean();
      await index.refresh([String(maria!._id)]);
      try {
        expect((await index.tablePage(['mar'], 'lastname', true, 0, 50))?.rows.map((row) => row.id_portal)).toEqual(['maria.zeller', 'marc.durand']);
      } finally {
        await users.updateOne({ id_portal: 'maria.zeller' }, { lastname: 'Zeller', search_names: searchNamesOf('Maria', 'Zeller') });
        await index.refresh([String(maria!._id)]);
      }
      // An api still on the previous apply script during a rolling upgrade (the same text without the
      // version's count) renames her: its change is not hidden by a kept set either.
      const previousApply = TABLE_APPLY_SCRIPT.replace("call('INCR', KEYS[13])\n", '');
      expect(previousApply).not.toBe(TABLE_APPLY_SCRIPT);
      expect((await index.tablePage(['mar'], 'lastname', true, 0, 1, 'gather'))?.rows.map((row) => row.id_portal)).toEqual(['marc.durand']);
      const base = `${app.get(DirectoryCache).namespace()}:index`;
      const table = `${base}:g${await redis.hget(`${base}:meta`, 'ready')}:t`;
      const previousKeys = [`${table}:h`, `${table}:hermes`, ...NAME_COLUMNS.map((c) => `${table}:w:${c}`), ...[...LEX_COLUMNS, ...DATE_COLUMNS].map((c) => `${table}:s:${c}`), `${table}:x`];
      await users.updateOne({ id_portal: 'maria.zeller' }, { lastname: 'Dupont', search_names: searchNamesOf('Maria', 'Dupont') });
      const dupont = await users.findOne({ id_portal: 'maria.zeller' }, TABLE_USER_FIELDS).lean<TableUserRow>();
      await redis.eval(previousApply, previousKeys.length, ...previousKeys, String(dupont!._id), JSON.stringify(tableRecord(dupont!)));
      try {
        expect((await index.tablePage(['mar'], 'lastname', true, 0, 50))?.rows.map((row) => row.id_portal)).toEqual(['maria.zeller', 'marc.durand']);
      } finally {
        await users.updateOne({ id_portal: 'maria.zeller' }, { lastname: 'Zeller', search_names: searchNamesOf('Maria', 'Zeller') });
        await index.refresh([String(maria!._id)]);
      }
      // A page past the listed matches is empty.
      expect(await index.tablePage(['m'], 'lastname', true, 2, 50)).toEqual({ rows: [], total: 2, more: true });

      // Both surfaces say so: the spec's call in its answer, the back-office's list in a header.
      expect(await page('50/true/1/true/lastname/?q=m')).toMatchObject({ count: 2, more: true });
      expect(await page('50/true/1/true/lastname/?q=mar z')).toEqual({ count: 1, data: [expect.objectContaining({ id_portal: 'maria.zeller' })] });
      const list = async (q: string) => admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,49]&sort=["lastname","ASC"]`);
      const broad = await list('m');
      expect([broad.headers['content-range'], broad.headers['x-more-matches'], broad.body.length]).toEqual(['users 0-1/2', 'true', 2]);
      const narrow = await list('zel');
      expect([narrow.headers['content-range'], narrow.headers['x-more-matches']]).toEqual(['users 0-0/1', undefined]);
    } finally {
      counted.restore();
    }
  });

  it('shows a sign-in in the last sign-in order at once', async () => {
    await signIn(app.getHttpServer(), 'maria.zeller');
    const latest = await page('1/false/1/true/last_login_time/');
    expect(latest.data[0].id_portal).toBe('maria.zeller');
    expect(latest.data[0].last_login_time).not.toBeNull();
    // Never signed in: first in ascending order (a missing date sorts first, as in the database).
    expect((await page('50/true/1/true/last_login_time/')).data.slice(-2).map((row) => row.id_portal)).toEqual(['alice.admin', 'maria.zeller']);
    // The same order within a search: the signed-in first when descending, then the rest by id descending.
    expect((await page('50/false/1/true/last_login_time/?q=mar')).data.map((row) => row.id_portal)).toEqual(['maria.zeller', 'martin.left', 'marc.durand']);
    const indexed = await app.get(DirectoryIndex).tablePage(['mar'], 'last_login_time', false, 1, 1);
    expect([indexed?.total, indexed?.rows.map((row) => row.id_portal)]).toEqual([3, ['martin.left']]);
  });

  it('stores the last sign-in in the database shortly after, and keeps it noted while the database refuses the write', async () => {
    const users = app.get<Model<User>>(getModelToken(User.name));
    const writer = app.get(LastSignInWriter);
    const lastSignIn = async () => (await users.findOne({ id_portal: 'marc.durand' }).lean())?.last_login_time?.getTime() ?? 0;
    await signIn(app.getHttpServer(), 'marc.durand');
    await writer.drain();
    const first = await lastSignIn();
    expect(first).toBeGreaterThan(0);

    const refuse = jest.spyOn(users, 'bulkWrite').mockRejectedValue(Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await signIn(app.getHttpServer(), 'marc.durand');
    await writer.drain();
    expect(refuse).toHaveBeenCalled();
    expect(await lastSignIn()).toBe(first);

    refuse.mockRestore();
    await writer.drain();
    expect(await lastSignIn()).toBeGreaterThan(first);
    // Written once: the note is gone, so the next drain writes nothing.
    const written = jest.spyOn(users, 'bulkWrite');
    await writer.drain();
    expect(written).not.toHaveBeenCalled();
    written.mockRestore();
  });

  it('finds a person by directory id, a deleted one too, and lists only live people in getMapUsers', async () => {
    const left = await admin.get('/api/getUser/hermesid/H-martin.left');
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ _id: gone, firstname: 'Martin', lastname: 'Left', hermes_id: 'H-martin.left' });
    expect((await admin.get('/api/getUser/hermesid/H-nobody')).status).toBe(404);

    const namesNow = async () => ((await admin.get('/api/getMapUsers')).body as { _id: string; fullname: string }[]).map((entry) => entry.fullname).sort();
    expect(await namesNow()).toEqual(['Alice Admin', 'Marc Durand', 'Maria Zeller']);
    // The answer is kept serialised until a name changes: a newcomer shows in the next one.
    await givenUsers(app, { id_portal: 'zoe.new', firstname: 'Zoé', lastname: 'New' });
    expect(await namesNow()).toEqual(['Alice Admin', 'Marc Durand', 'Maria Zeller', 'Zoé New']);
  });

  it('names people by id from the index, a deleted one too, in the order asked, unknown ids left out', async () => {
    const marc = (await page('50/true/1/true/lastname/?q=marc')).data[0]._id;
    const unknown = 'ffffffffffffffffffffffff';
    const asked = [gone, unknown, marc];
    expect(await app.get(DirectoryIndex).peopleByIds(asked)).toHaveLength(2);
    const res = await admin.get(`/api/getUsers/id/${asked.join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: gone, firstname: 'Martin', lastname: 'Left', fullname: 'Martin Left', id_portal: 'martin.left' },
      { _id: marc, firstname: 'Marc', lastname: 'Durand', fullname: 'Marc Durand', id_portal: 'marc.durand' },
    ]);
  });

  it('gathers the first page of a search whose matches crowd in the middle of the order in a few calls, where the walk takes many', async () => {
    const index = app.get(DirectoryIndex);
    const users = app.get<Model<User>>(getModelToken(User.name));
    // 24 people before the crowd in the last name order, then 12 "Last<n>": spread through the
    // directory's 41 people, 2 read a call, the walk would have looked cheap (3 calls).
    await givenUsers(
      app,
      ...Array.from({ length: 24 }, (_, n) => ({ id_portal: `able.${n}`, firstname: 'Bob', lastname: `Able${n}` })),
      ...Array.from({ length: 12 }, (_, n) => ({ id_portal: `crowd.${n}`, firstname: 'Carl', lastname: `Last${n}` })),
    );
    const expected = (await users.find(nameFilterOf(['last']), { id_portal: 1 }).sort(userSortOf('lastname', true)).limit(2).lean()).map((row) => row.id_portal);
    const counted = boundedSearch();
    try {
      const listed = async (way: TableSearchWay) => {
        counted.calls = 0;
        const page = await index.tablePage(['last'], 'lastname', true, 0, 50, way);
        return [page?.total, page?.more, page?.rows.map((row) => row.id_portal)];
      };
      expect(await listed('walk')).toEqual([2, true, expected]);
      expect(counted.calls).toBeGreaterThan(12);
      // Its own choice ranks a sample of the crowd in the order: it gathers the 12 names, 2 a call.
      expect(await listed('auto')).toEqual([2, true, expected]);
      expect(counted.calls).toBeLessThanOrEqual(7);
    } finally {
      counted.restore();
    }
  });

  it('gathers a crowd of any size when the walk would take more calls, keeping no more than the listed matches, in either direction', async () => {
    const index = app.get(DirectoryIndex);
    const redis = app.get<Redis>(REDIS);
    const users = app.get<Model<User>>(getModelToken(User.name));
    // 36 more people before the crowd, 18 more in it: 30 "Last<n>" (15 slices of 2, past the 12 a
    // gather once stopped at), 62 people before it in the last name order.
    await givenUsers(
      app,
      ...Array.from({ length: 36 }, (_, n) => ({ id_portal: `baker.${n}`, firstname: 'Bob', lastname: `Baker${n}` })),
      ...Array.from({ length: 18 }, (_, n) => ({ id_portal: `crowd.${12 + n}`, firstname: 'Carl', lastname: `Last${12 + n}` })),
    );
    const database = async (ascending: boolean) =>
      (await users.find(nameFilterOf(['last']), { id_portal: 1 }).sort(userSortOf('lastname', ascending)).lean()).map((row) => row.id_portal);
    const scratch = async () => redis.keys(`${app.get(DirectoryCache).namespace()}:index:g*:t:q:*`);
    const counted = boundedSearch();
    try {
      const listed = async (way: TableSearchWay, ascending: boolean, offset: number) => {
        counted.calls = 0;
        const page = await index.tablePage(['last'], 'lastname', ascending, offset, 1, way);
        return [page?.total, page?.more, page?.rows.map((row) => row.id_portal)];
      };
      const ascending = await database(true);
      expect(ascending).toHaveLength(30);
      expect(await listed('walk', true, 0)).toEqual([2, true, ascending.slice(0, 1)]);
      expect(counted.calls).toBeGreaterThan(30);
      await redis.unlink(...(await scratch()), 'none');
      expect(await listed('auto', true, 0)).toEqual([2, true, ascending.slice(0, 1)]);
      expect(counted.calls).toBeLessThanOrEqual(17);
      // Kept: the next page is one call; the set holds the 2 listed and one more, not the 30.
      expect(await listed('auto', true, 1)).toEqual([2, true, ascending.slice(1, 2)]);
      expect(counted.calls).toBe(1);
      const kept = await scratch();
      expect(kept).toHaveLength(1);
      expect(await redis.zcard(kept[0])).toBe(3);
      // The other direction gathers its own first matches, from the far end of the crowd.
      expect(await listed('gather', false, 0)).toEqual([2, true, (await database(false)).slice(0, 1)]);
      expect(await listed('auto', false, 1)).toEqual([2, true, (await database(false)).slice(1, 2)]);
      expect(counted.calls).toBe(1);
    } finally {
      counted.restore();
    }
  });
});
