import { getModelToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Redis } from 'ioredis';
import type { Model } from 'mongoose';
import { DirectoryCache } from '../src/directory/directory-cache';
import { searchNamesOf } from '../src/directory/search-names';
import { PERSON_FIELDS, toPerson } from '../src/directory/search/directory-entries';
import { DIRECTORY_SEARCH } from '../src/directory/search/directory-search.limits';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { PREFIX_SETS } from '../src/directory/search/index/index-keys';
import { INDEX_FORMAT, LUA_ORDERS_BYTEWISE, SEARCH_SCRIPT } from '../src/directory/search/index/index-scripts';
import { GROUP_ORDER, groupSearchFilterOf, PERSON_ORDER, userSearchFilterOf } from '../src/directory/search/name-filter';
import { directorySearchWordsOf } from '../src/directory/search/search-text';
import { Service } from '../src/directory/service.schema';
import { User } from '../src/directory/user.schema';
import { REDIS } from '../src/platform/queues/queues.module';
import { givenGroups } from './support/directory-group-fixtures';
import { givenUsers, UserFixture } from './support/directory-fixtures';
import { createTestApp, useDatabase } from './support/test-app';

const LIMIT = DIRECTORY_SEARCH.maxResults;
/** More people sharing a last name than a one-word search answers. */
const NOMADES = PREFIX_SETS.size + 12;
/** Last names that start more parts with "pa" than the search tests on the names. */
const PA_NAMES = ['Paa', 'Pab', 'Pac', 'Pad', 'Pae', 'Paf', 'Pag', 'Pah', 'Pai', 'Paj'];

const TEXTS = [
  'nom', 'noma', 'nomad', 'nomade', 'nomades', 'nomade zoe', 'zoe nom', 'zoe0', 'zoe1', 'zoe05',
  'mar', 'mart', 'marti', 'martin', 'martine', 'marie mar', 'mar dub', 'dub mar', 'mar zz',
  'hel', 'hélè', 'lefe', 'lefevre', 'ива', 'петр', 'さくら', '山田さ', '𠮷野家', '𠮷野家す',
  'pa nom', 'nom pa', 'paa', 'zoe pa', 'pa zoe nom', 'aaron', 'quint', 'orst', 'a1b2c3', 'x y z',
  'dub marc', 'marti mar', 'nom zoe0', 'zoe nomade nom', 'hel lef', 'lef hel mar', 'mart dubois',
];

/**
 * The pickers' word search from the Redis index gives the database's answer (same people, same
 * order, the first 20), on a one-word search read from a prefix set and on the name ranges, and
 * still after the incremental updates the import and the app's writes make: new people, renames,
 * deletions, a no-change refresh (a sign-in). Every prefix set is also checked to hold every
 * person of its prefix, in order.
 */
describe('the pickers word search index against the database', () => {
  let app: NestExpressApplication;
  let index: DirectoryIndex;
  let users: Model<User>;
  let groups: Model<Service>;
  let redis: Redis;

  const indexIds = async (words: string[]) => (await index.searchUsers(words, LIMIT))?.map((person) => person._id);
  const databaseIds = async (words: string[]) =>
    (await users.find(userSearchFilterOf(words), { _id: 1 }).sort(PERSON_ORDER).limit(LIMIT).lean()).map((row) => String(row._id));

  const allDatabaseIds = async (words: string[]) =>
    (await users.find(userSearchFilterOf(words), { _id: 1 }).sort(PERSON_ORDER).lean()).map((row) => String(row._id));

  const databasePeople = async (words: string[]) =>
    (await users.find(userSearchFilterOf(words), PERSON_FIELDS).sort(PERSON_ORDER).limit(LIMIT).lean()).map(toPerson);

  /** Every search text, then every prefix set, against the database. */
  async function expectSameAsDatabase() {
    for (const text of TEXTS) {
      const words = directorySearchWordsOf(text);
      expect([text, await indexIds(words)]).toEqual([text, words.length ? await databaseIds(words) : []]);
    }
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const gen = await redis.hget(`${base}:meta`, 'ready');
    const registry = `${base}:g${gen}:u:x`;
    for (const prefix of await redis.smembers(registry)) {
      const kept = (await redis.zrange(`${registry}:${prefix}`, 0, -1)).map((key) => key.slice(-24));
      expect([prefix, kept]).toEqual([prefix, await allDatabaseIds([prefix])]);
    }
  }

  const rename = async (login: string, firstname: string, lastname: string) => {
    const person = await users.findOneAndUpdate(
      { id_portal: login },
      { firstname, lastname, fullname: `${firstname} ${lastname}`, search_names: searchNamesOf(firstname, lastname) },
      { new: true },
    );
    await index.refresh([String(person!._id)]);
  };

  beforeAll(async () => {
    useDatabase('directory_word_index');
    app = await createTestApp();
    index = app.get(DirectoryIndex);
    users = app.get<Model<User>>(getModelToken(User.name));
    groups = app.get<Model<Service>>(getModelToken(Service.name));
    redis = app.get<Redis>(REDIS);
    const people: UserFixture[] = [
      { id_portal: 'alice.martin', firstname: 'Alice', lastname: 'Martin' },
      { id_portal: 'marie.martin', firstname: 'Marie', lastname: 'Martin' },
      { id_portal: 'martine.dubois', firstname: 'Martine', lastname: 'Dubois' },
      { id_portal: 'marc.dubois', firstname: 'Marc', lastname: 'Dubois' },
      { id_portal: 'omar.marchand', firstname: 'Omar', lastname: 'Marchand' },
      { id_portal: 'helene.lefevre', firstname: 'Hélène', lastname: 'Lefèvre' },
      { id_portal: 'ivan.petrov', firstname: 'Иван', lastname: 'Петров' },
      { id_portal: 'sakura.yamada', firstname: 'さくら', lastname: '山田' },
      { id_portal: 'sakura.kichi', firstname: 'すし', lastname: '𠮷野家' },
      { id_portal: 'marco.gone', firstname: 'Marco', lastname: 'Martinez', deleted: true },
      ...Array.from({ length: NOMADES }, (_, n) => ({ id_portal: `nomade.${n}`, firstname: `Zoe${String(n).padStart(2, '0')}`, lastname: 'Nomade' })),
      ...PA_NAMES.map((lastname, n) => ({ id_portal: `pa.${n}`, firstname: n % 2 ? 'Zoe' : 'Noma', lastname })),
    ];
    await givenUsers(app, ...people);
    await givenGroups(
      app,
      { title: 'Finance Europe' },
      { title: 'Finance Asia' },
      { title: 'Marketing France' },
      { title: 'Finance Archive', deleted: true },
      ...Array.from({ length: NOMADES }, (_, n) => ({ title: `Projet Nomade ${String(n).padStart(2, '0')}` })),
    );
    // A generation built from the database; every change below reaches it by the incremental updates.
    await index.rebuild();
  });
  afterAll(() => app?.close());

  it('answers every search as the database, a one-word search from a full prefix set of the first 20', async () => {
    expect(await index.isReady()).toBe(true);
    await expectSameAsDatabase();
    expect(await index.searchUsers(['nom'], LIMIT)).toHaveLength(LIMIT);
  });

  it('keeps the answers after new people, renames and deletions within and beyond the first 20', async () => {
    // A newcomer at the head of "nom", one at its tail, one sharing a prefix in two parts ("mar").
    await givenUsers(
      app,
      { id_portal: 'aaron.nomade', firstname: 'Aaron', lastname: 'Nomade' },
      { id_portal: 'zz.nomade', firstname: 'Zz', lastname: 'Nomade' },
      { id_portal: 'marion.marceau', firstname: 'Marion', lastname: 'Marceau' },
    );
    await expectSameAsDatabase();
    // Out of the first 20 of "nom" (the 21st comes up), then back to the head of it.
    await rename('nomade.3', 'Zoe03', 'Quintessa');
    await expectSameAsDatabase();
    await rename('nomade.30', 'Aaaa', 'Nomade');
    await rename('nomade.3', 'Zoé', 'Ørsted');
    await expectSameAsDatabase();
    // Deleted (left out of the pickers) and removed from the database altogether.
    await users.updateOne({ id_portal: 'nomade.0' }, { deleted: true });
    const removed = await users.findOneAndDelete({ id_portal: 'nomade.1' });
    await index.refresh([String((await users.findOne({ id_portal: 'nomade.0' }))!._id), String(removed!._id)]);
    await expectSameAsDatabase();
    // A refresh that changes no name (every sign-in) leaves the sets as they are.
    await index.refreshFromRows(await users.find({ id_portal: /^nomade\./ }).lean());
    await expectSameAsDatabase();
    // Everyone sharing "nom" gone but a few: the sets shrink to what is left.
    const nomades = await users.find({ lastname: 'Nomade' }, { _id: 1 }).lean();
    await users.updateMany({ _id: { $in: nomades.slice(3).map((row) => row._id) } }, { deleted: true });
    await index.refresh(nomades.map((row) => String(row._id)));
    await expectSameAsDatabase();
    expect((await index.searchUsers(['nomade'], LIMIT))?.length).toBeLessThan(LIMIT);
  }, 120_000);

  it('stores the answer of a one-word search beside its prefix set, and drops it when an entry of that prefix changes, its shown name alone too', async () => {
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const gen = await redis.hget(`${base}:meta`, 'ready');
    const storedAnswer = `${base}:g${gen}:u:x:mar\0answer`;
    const first = await index.searchUsers(['mar'], LIMIT);
    expect(first).toEqual(await databasePeople(['mar']));
    expect(JSON.parse((await redis.get(storedAnswer))!)).toEqual(first);
    expect(await redis.ttl(storedAnswer)).toBeGreaterThan(0);
    // Only the name shown changes (the import's fullname): same sort key, same prefix sets.
    const marie = await users.findOneAndUpdate({ id_portal: 'marie.martin' }, { fullname: 'Marie Martin (Lyon)' }, { new: true });
    await index.refresh([String(marie!._id)]);
    expect(await redis.exists(storedAnswer)).toBe(0);
    const after = await index.searchUsers(['mar'], LIMIT);
    expect(after).toEqual(await databasePeople(['mar']));
    expect(after?.find((person) => person._id === String(marie!._id))?.fullname).toBe('Marie Martin (Lyon)');
    // A refresh that changes nothing keeps it.
    await index.refresh([String(marie!._id)]);
    expect(await redis.exists(storedAnswer)).toBe(1);
    // Dropped with its generation.
    await index.rebuild();
    expect(await redis.exists(storedAnswer)).toBe(0);
    expect(await index.searchUsers(['mar'], LIMIT)).toEqual(await databasePeople(['mar']));
  });

  it('answers the groups search as the database, after a rename too', async () => {
    const groupIds = async (words: string[]) => (await index.searchGroups(words, LIMIT))?.map((group) => group._id);
    const databaseGroupIds = async (words: string[]) =>
      (await groups.find(groupSearchFilterOf(words), { _id: 1 }).sort(GROUP_ORDER).limit(LIMIT).lean()).map((row) => String(row._id));
    const expectGroups = async () => {
      for (const text of ['fin', 'finance', 'fin eur', 'projet', 'proj nom', 'nomade', 'projet 05', 'mark', 'arch']) {
        const words = directorySearchWordsOf(text);
        expect([text, await groupIds(words)]).toEqual([text, await databaseGroupIds(words)]);
      }
    };
    await expectGroups();
    const renamed = await groups.findOneAndUpdate({ title: 'Projet Nomade 02' }, { title: 'Finance Nomade', search_names: searchNamesOf('Finance Nomade') }, { new: true });
    await index.refreshGroups([String(renamed!._id)]);
    await expectGroups();
  });

  it('answers several words the same when Lua’s own string order is not Redis’s (a Redis server under another locale)', async () => {
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const search = async (script: string, words: string[]) =>
      (JSON.parse(String(await redis.eval(script, 1, `${base}:meta`, base, 'u', LIMIT, ...words))) as { _id: string }[]).map((person) => person._id);
    const byBytes = SEARCH_SCRIPT.replace(LUA_ORDERS_BYTEWISE, 'false');
    expect(byBytes).not.toBe(SEARCH_SCRIPT);
    for (const text of TEXTS) {
      const words = directorySearchWordsOf(text);
      if (words.length < 2) continue;
      expect([text, await search(byBytes, words)]).toEqual([text, await databaseIds(words)]);
    }
  });

  it('answers an entry the previous version wrote (its record without the answer) as the database, until it is refreshed', async () => {
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const gen = await redis.hget(`${base}:meta`, 'ready');
    const marc = await users.findOne({ id_portal: 'marc.dubois' }).lean();
    const data = `${base}:g${gen}:u:h`;
    const stored = (await redis.hget(data, String(marc!._id)))!;
    // The previous layout: one JSON, the display fields under "d", without the answer before it.
    const [answer, record] = stored.split('\n');
    const { _id, ...display } = JSON.parse(answer) as Record<string, string>;
    await redis.hset(data, _id, JSON.stringify({ ...JSON.parse(record), d: display }));
    for (const words of [['marc'], ['dub', 'marc'], ['mar']]) expect([words, await index.searchUsers(words, LIMIT)]).toEqual([words, await databasePeople(words)]);
    await index.refresh([String(marc!._id)]);
    expect(await redis.hget(data, String(marc!._id))).toBe(stored);
    expect(await indexIds(['dub', 'marc'])).toEqual(await databaseIds(['dub', 'marc']));
  });

  it('on a generation of format 9 (sets of the first 20, answering while its replacement is built), leaves a set that lost one of its first 20 to the database instead of refilling it', async () => {
    const base = `${app.get(DirectoryCache).namespace()}:index`;
    const meta = `${base}:meta`;
    const registry = `${base}:g${await redis.hget(meta, 'ready')}:u:x`;
    await redis.hset(meta, 'format', '9');
    try {
      await givenUsers(app, ...Array.from({ length: PREFIX_SETS.size + 5 }, (_, n) => ({ id_portal: `stale.${n}`, firstname: 'Ulla', lastname: `Stalwart${String(n).padStart(2, '0')}` })));
      // Format 9's sets keep the first 20.
      expect(await redis.zcard(`${registry}:sta`)).toBe(PREFIX_SETS.size);
      expect(await indexIds(['sta'])).toEqual(await databaseIds(['sta']));
      await rename('stale.0', 'Ulla', 'Ystad');
      expect(await redis.sismember(`${registry}\0stale`, 'sta')).toBe(1);
      // The index cannot answer "sta" (the route asks the database); a set that lost nothing still answers.
      expect(await index.searchUsers(['sta'], LIMIT)).toBeNull();
      expect(await indexIds(['mar'])).toEqual(await databaseIds(['mar']));
    } finally {
      await redis.hset(meta, 'format', INDEX_FORMAT);
    }
    await index.rebuild();
    await expectSameAsDatabase();
    expect(await indexIds(['sta'])).toEqual(await databaseIds(['sta']));
  });

  it('answers from the name ranges on a generation of the previous format (no prefix sets) while its replacement is built', async () => {
    const meta = `${app.get(DirectoryCache).namespace()}:index:meta`;
    await redis.hset(meta, 'format', '6');
    try {
      for (const text of ['nom', 'mar', 'hélè', 'mar dub']) {
        const words = directorySearchWordsOf(text);
        expect([text, await indexIds(words)]).toEqual([text, await databaseIds(words)]);
      }
    } finally {
      await redis.hset(meta, 'format', INDEX_FORMAT);
    }
  });
});
