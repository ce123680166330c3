import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { DirectoryIndex } from '../src/directory/search/index/directory-index';
import { REDIS } from '../src/platform/queues/queues.module';
import { queuePrefixOf } from '../src/platform/queues/redis-keys';
import { givenSearchDirectory } from './support/directory-search-people';
import { ApiClient } from './support/http-client';
import { signIn } from './support/sign-in';

import { createTestApp, useDatabase } from './support/test-app';

const DENIED = { error: { message: 'permission_denied', code: 'permission_denied' } };
const MISSING_ID = '0123456789abcdef01234567';
const logins = (res: { body: { id_portal: string }[] }) => res.body.map((p) => p.id_portal);
const titles = (res: { body: { title: string }[] }) => res.body.map((g) => g.title);
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('directory search and lookups', () => {
  let app: NestExpressApplication;
  let directory: Awaited<ReturnType<typeof givenSearchDirectory>>;
  let employee: ApiClient;
  let admin: ApiClient;
  let subAdmin: ApiClient;
  let anonymous: ApiClient;
  const idOf = (login: string) => String(directory.byLogin[login]._id);

  beforeAll(async () => {
    useDatabase('directory_search');
    app = await createTestApp();
    directory = await givenSearchDirectory(app);
    [employee, admin, subAdmin] = await Promise.all(
      ['emma.employee', 'alice.admin', 'sophie.subadmin'].map((login) => signIn(app.getHttpServer(), login)),
    );
    anonymous = new ApiClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  describe('GET getUsers/word/{text}', () => {
    const search = (text: string) => employee.get(`/api/getUsers/word/${encodeURIComponent(text)}`);

    it.each(['ma', 'ab1', 'a.*', '(((', '.*.*', '12345'])('answers [] to %j, which has fewer than 3 letters', async (text) => {
      const res = await search(text);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('finds people by last-name and first-name prefix, sorted by last then first name, without the deleted', async () => {
      const res = await search('mar');
      // Marc, Marie (first names), Marchand, Martin (last names); not Omar (not a prefix), not Marco Martinez (deleted).
      expect(logins(res)).toEqual(['marc.dubois', 'marie.dupont', 'jean.marchand', 'alice.admin']);
      expect(logins(await search('march'))).toEqual(['jean.marchand']);
      expect(logins(await search('ALIC'))).toEqual(['alice.admin']);
    });

    it('answers the person fields the pickers show, and nothing else', async () => {
      const [person] = (await search('dubois')).body;
      expect(person).toEqual({ _id: idOf('marc.dubois'), firstname: 'Marc', lastname: 'Dubois', fullname: 'Marc Dubois', id_portal: 'marc.dubois' });
    });

    it('ignores case and accents on both sides', async () => {
      for (const text of ['helene', 'HEL', 'Hélè', 'lefevre', 'LEFÈ']) expect(logins(await search(text))).toEqual(['helene.lefevre']);
    });

    it('needs every word to start some part of the name', async () => {
      expect(logins(await search('mar dub'))).toEqual(['marc.dubois']);
      expect(logins(await search('dub mar'))).toEqual(['marc.dubois']);
      expect(logins(await search('mar dur'))).toEqual([]);
    });

    it('finds names in other scripts', async () => {
      expect(logins(await search('Иван'))).toEqual(['ivan.petrov']);
      expect(logins(await search('петр'))).toEqual(['ivan.petrov']);
      expect(logins(await search('さくら'))).toEqual(['sakura.yamada']);
    });

    it('never lists a deleted person', async () => {
      expect(await search('martinez').then((r) => r.body)).toEqual([]);
      expect(logins(await search('marco'))).toEqual([]);
    });

    it('treats regular-expression characters as text: no crash, no match-everything', async () => {
      for (const text of ['a.*b', '.*mar', '[mar', 'mar(((', '^mar$', '\\d+x', 'm|a|r']) {
        const res = await search(text);
        expect(res.status).toBe(200);
        expect(res.body.length).toBeLessThan(5);
      }
      expect(logins(await search('.*mar'))).not.toContain('omar.haddad');
    });

    it('cuts a very long text instead of failing', async () => {
      const res = await search(`marc${'x'.repeat(5000)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('answers at most 20 people', async () => {
      const res = await search('nomade');
      expect(res.body).toHaveLength(20);
      expect(res.body.map((p: { firstname: string }) => p.firstname)).toEqual(Array.from({ length: 20 }, (_, n) => `Zoe${String(n).padStart(2, '0')}`));
    });

    it('answers 401 without a session', async () => {
      expect((await anonymous.get('/api/getUsers/word/marc')).status).toBe(401);
    });
  });

  describe('GET getServices/word/{text}', () => {
    const search = (text: string) => employee.get(`/api/getServices/word/${encodeURIComponent(text)}`);

    it('finds groups by title word prefix, sorted by title, without deleted groups', async () => {
      const res = await search('fin');
      expect(res.body).toEqual([
        { _id: String(directory.byGuid['FIN-AS']._id), title: 'Finance Asia', guid: 'FIN-AS' },
        { _id: String(directory.byGuid['FIN-EU']._id), title: 'Finance Europe', guid: 'FIN-EU' },
      ]);
      expect(titles(await search('FINANCE eur'))).toEqual(['Finance Europe']);
      expect(titles(await search('franc'))).toEqual(['Marketing France']);
    });

    it('answers [] under 3 letters and at most 20 groups', async () => {
      expect((await search('fi')).body).toEqual([]);
      expect((await search('projet')).body).toHaveLength(20);
    });

    it('answers 401 without a session', async () => {
      expect((await anonymous.get('/api/getServices/word/finance')).status).toBe(401);
    });
  });

  describe('GET getUsers/id/{ids} and getServices/id/{ids}', () => {
    it('resolves people in the order asked, unknown ids left out, deleted people included', async () => {
      const ids = [idOf('marco.martinez'), idOf('marc.dubois'), MISSING_ID, idOf('marco.martinez')];
      const res = await employee.get(`/api/getUsers/id/${ids.join(',')}`);
      expect(res.status).toBe(200);
      expect(logins(res)).toEqual(['marco.martinez', 'marc.dubois']);
      expect(Object.keys(res.body[0]).sort()).toEqual(['_id', 'firstname', 'fullname', 'id_portal', 'lastname']);
    });

    it('answers 400 naming ids for a malformed id, an operator object, or more than 200 ids', async () => {
      const padding = Array.from({ length: 200 }, (_, n) => n.toString(16).padStart(24, 'f'));
      for (const ids of [`${idOf('marc.dubois')},not-an-id`, 'x,y,(((', encodeURIComponent('{"$gt":""}'), [...padding, idOf('marc.dubois')].join(',')]) {
        const res = await employee.get(`/api/getUsers/id/${ids}`);
        expect({ status: res.status, field: Object.keys(res.body.violations ?? {}) }).toEqual({ status: 400, field: ['ids'] });
      }
    });

    it('resolves groups by id', async () => {
      const ids = [directory.byGuid['MKT-FR']._id, 'bad', directory.byGuid['FIN-EU']._id].join(',');
      // 'bad' is a well-formed guid of no group: left out.
      expect(titles(await employee.get(`/api/getServices/id/${ids}`))).toEqual(['Marketing France', 'Finance Europe']);
    });

    it('resolves groups by the guid that tools, default tools and users store, leaving unknown ones out', async () => {
      const refs = ['FIN-EU', 'GRP-NOBODY', directory.byGuid['MKT-FR']._id, 'FIN-OLD', 'FIN-EU', 'og-fin-as'].map((ref) => encodeURIComponent(String(ref)));
      const res = await employee.get(`/api/getServices/id/${refs.join(',')}`);
      expect(res.status).toBe(200);
      // A guid and an _id of one group answer it once; objectguid is not what tools store, so og-fin-as is not found.
      expect(res.body).toEqual([
        { _id: String(directory.byGuid['FIN-EU']._id), title: 'Finance Europe', guid: 'FIN-EU' },
        { _id: String(directory.byGuid['MKT-FR']._id), title: 'Marketing France', guid: 'MKT-FR' },
        { _id: String(directory.byGuid['FIN-OLD']._id), title: 'Finance Archive', guid: 'FIN-OLD' },
      ]);
      expect((await admin.get(`/api/getServices/id/FIN-EU,${directory.byGuid['FIN-EU']._id}`)).body).toHaveLength(1);
    });

    it('answers 400 with a message for a list with an empty or overlong entry, and 401 to anonymous callers', async () => {
      for (const refs of ['FIN-EU,,MKT-FR', 'FIN-EU,%20', 'x'.repeat(201)]) {
        const res = await employee.get(`/api/getServices/id/${refs}`);
        expect(res.status).toBe(400);
        expect(res.body.violations.ids.code).toBe('INVALID_ID');
      }
      expect((await anonymous.get('/api/getServices/id/FIN-EU')).status).toBe(401);
    });
  });

  describe('GET getUser/hermesid/{id} and getService/hermesid/{id}', () => {
    it('resolves a person from their directory id', async () => {
      const res = await employee.get('/api/getUser/hermesid/H-marc.dubois');
      expect(res.body).toEqual({
        _id: idOf('marc.dubois'),
        firstname: 'Marc',
        lastname: 'Dubois',
        fullname: 'Marc Dubois',
        id_portal: 'marc.dubois',
        hermes_id: 'H-marc.dubois',
      });
    });

    it('resolves a group from its objectguid or its guid', async () => {
      const expected = { _id: String(directory.byGuid['FIN-EU']._id), title: 'Finance Europe', guid: 'FIN-EU', objectguid: 'og-fin-eu' };
      expect((await employee.get('/api/getService/hermesid/og-fin-eu')).body).toEqual(expected);
      expect((await employee.get('/api/getService/hermesid/FIN-EU')).body).toEqual(expected);
    });

    it('answers 404 for an unknown directory id', async () => {
      expect((await employee.get('/api/getUser/hermesid/H-nobody')).status).toBe(404);
      expect((await employee.get('/api/getService/hermesid/og-nothing')).status).toBe(404);
    });
  });

  describe('GET getUser/id/{id} and getUser/{id}', () => {
    it.each(['/api/getUser/id/', '/api/getUser/'])('finds a person by database id at %s{id}', async (path) => {
      const res = await employee.get(`${path}${idOf('helene.lefevre')}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: idOf('helene.lefevre'), fullname: 'Hélène Lefèvre', hermes_id: 'H-helene.lefevre' });
    });

    it.each(['/api/getUser/id/', '/api/getUser/'])('answers 400 with a message for a malformed id at %s{id}', async (path) => {
      const res = await employee.get(`${path}not-an-id`);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'validation_failed', message: 'id: Expected an id of 24 hexadecimal digits.' });
      expect(res.body.violations).toEqual({ id: { code: 'INVALID_ID', params: {}, message: 'Expected an id of 24 hexadecimal digits.' } });
    });

    it.each(['/api/getUser/id/', '/api/getUser/'])('answers 404 for an unknown id at %s{id}', async (path) => {
      const res = await employee.get(`${path}${MISSING_ID}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    });
  });

  describe('GET getMapUsers', () => {
    it('lists every person who is not deleted as { _id, fullname }', async () => {
      const res = await employee.get('/api/getMapUsers');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(directory.total - 1);
      expect(res.body).toContainEqual({ _id: idOf('helene.lefevre'), fullname: 'Hélène Lefèvre' });
      expect(res.body.map((e: { _id: string }) => e._id)).not.toContain(idOf('marco.martinez'));
      expect(Object.keys(res.body[0]).sort()).toEqual(['_id', 'fullname']);
    });

    it('sends the map gzipped with an ETag, and a 304 when the client already holds it', async () => {
      const res = await employee.raw('get', '/api/getMapUsers', { 'Accept-Encoding': 'gzip' });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag).toBeTruthy();
      const again = await employee.raw('get', '/api/getMapUsers', { 'Accept-Encoding': 'gzip', 'If-None-Match': res.headers.etag });
      expect(again.status).toBe(304);
    });
  });

  describe('GET getUsers/paginate/{pageSize}/{asc}/{page}/{byColumn}/{sortBy}/', () => {
    const paginate = (client: ApiClient, path: string) => client.get(`/api/getUsers/paginate/${path}`);

    it('pages the users table for an administrator: page 1 first, count of all rows', async () => {
      const first = await paginate(admin, '3/true/1/true/lastname/');
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(directory.total);
      expect(logins({ body: first.body.data })).toEqual(['sophie.subadmin', 'marc.dubois', 'marie.dupont']);
      const second = await paginate(admin, '3/true/2/true/lastname/');
      expect(logins({ body: second.body.data })).toEqual(['emma.employee', 'omar.haddad', 'helene.lefevre']);
      expect(first.body.data[0]).not.toHaveProperty('search_names');
      expect(first.body.data[0]).toMatchObject({ _id: idOf('sophie.subadmin'), is_sub_admin: true, deleted: false });
    });

    it('sorts descending and on other columns, and filters with q like the word search', async () => {
      const desc = await paginate(admin, '2/false/1/true/id_portal/');
      expect(logins({ body: desc.body.data })).toEqual(['sophie.subadmin', 'sakura.yamada']);
      const filtered = await admin.get('/api/getUsers/paginate/50/true/1/true/firstname/?q=mar');
      expect(filtered.body.count).toBe(5);
      // The admin table shows people who left, flagged deleted.
      expect(logins({ body: filtered.body.data })).toEqual(['alice.admin', 'jean.marchand', 'marc.dubois', 'marco.martinez', 'marie.dupont']);
    });

    it('sorts by last name when the front sends no sort segments', async () => {
      const res = await paginate(admin, '2/true/1');
      expect(logins({ body: res.body.data })).toEqual(['sophie.subadmin', 'marc.dubois']);
    });

    it('serves at most 50 rows a page', async () => {
      const res = await paginate(admin, '500/true/1/true/lastname/');
      expect(res.body.data).toHaveLength(50);
      expect(res.body.count).toBe(directory.total);
    });

    it('refuses an unknown sort column or a page below 1 with 400', async () => {
      expect((await paginate(admin, '50/true/1/true/search_names/')).status).toBe(400);
      expect((await paginate(admin, '50/true/0/true/lastname/')).status).toBe(400);
    });

    it('refuses employees and sub-administrators with permission_denied, and anonymous callers with 401', async () => {
      for (const client of [employee, subAdmin]) {
        const res = await paginate(client, '50/true/1/true/lastname/');
        expect(res.status).toBe(403);
        expect(res.body).toEqual(DENIED);
      }
      expect((await paginate(anonymous, '50/true/1/true/lastname/')).status).toBe(401);
    });
  });

  describe('GET /api/admin/users (react-admin simple REST)', () => {
    const list = (query: string, client = admin) => client.get(`/api/admin/users${query}`);
    const ids = (res: { body: { id: string }[] }) => res.body.map((r) => r.id);

    it('lists records with id and a Content-Range the data provider can read', async () => {
      const res = await list('');
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe(`users 0-49/${directory.total}`);
      expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
      expect(res.body).toHaveLength(50);
      expect(Object.keys(res.body[0]).sort()).toEqual(
        ['account_disabled', 'deleted', 'firstname', 'fullname', 'has_access', 'has_default_bookmarks', 'id', 'id_portal',
          'is_administrator', 'is_sub_admin', 'language', 'last_login_time', 'lastname', 'services', 'subsidiary', 'updated_time'].sort(),
      );
    });

    it('honours sort and range', async () => {
      const all = await list(`?sort=${q(['firstname', 'DESC'])}&range=${q([0, 49])}`);
      const slice = await list(`?sort=${q(['firstname', 'DESC'])}&range=${q([5, 9])}`);
      expect(slice.headers['content-range']).toBe(`users 5-9/${directory.total}`);
      expect(ids(slice)).toEqual(ids(all).slice(5, 10));
      // Binary order of the stored names: other scripts sort after Latin letters.
      expect(all.body.map((r: { firstname: string }) => r.firstname).slice(0, 3)).toEqual(['さくら', 'Иван', 'Zoe54']);
    });

    it('filters with q and says when nothing matches', async () => {
      const found = await list(`?filter=${q({ q: 'mar dub' })}`);
      expect(found.body.map((r: { fullname: string }) => r.fullname)).toEqual(['Marc Dubois']);
      expect(found.headers['content-range']).toBe('users 0-0/1');
      const none = await list(`?filter=${q({ q: 'zzzz' })}`);
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('users */0');
    });

    it('answers getMany with filter={"id":[...]}', async () => {
      const res = await list(`?filter=${q({ id: [idOf('omar.haddad'), 'bad', idOf('alice.admin')] })}`);
      expect(ids(res)).toEqual([idOf('omar.haddad'), idOf('alice.admin')]);
    });

    it.each(['?sort=%5Blastname', '?range=0-49', '?filter=%7Bq%3A1%7D', `?sort=${q(['search_names', 'ASC'])}`])(
      'refuses the malformed list query %s with 400',
      async (query) => {
        const res = await list(query);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('DIRECTORY.INVALID_LIST_PARAMETER');
      },
    );

    it('answers one record, 400 for a malformed id and 404 for an unknown one', async () => {
      const one = await admin.get(`/api/admin/users/${idOf('helene.lefevre')}`);
      expect(one.body).toMatchObject({ id: idOf('helene.lefevre'), fullname: 'Hélène Lefèvre', language: 'en' });
      expect(one.body).not.toHaveProperty('_id');
      expect((await admin.get('/api/admin/users/nope')).status).toBe(400);
      expect((await admin.get(`/api/admin/users/${MISSING_ID}`)).status).toBe(404);
    });

    it('refuses non-administrators with permission_denied and anonymous callers with 401', async () => {
      for (const client of [employee, subAdmin]) {
        for (const path of ['/api/admin/users', `/api/admin/users/${idOf('alice.admin')}`]) {
          const res = await client.get(path);
          expect(res.status).toBe(403);
          expect(res.body).toEqual(DENIED);
        }
      }
      expect((await anonymous.get('/api/admin/users')).status).toBe(401);
    });
  });

  it('declares the indexes the lookups read', async () => {
    const users = await app.get<Connection>(getConnectionToken()).collection('users').listIndexes().toArray();
    const keys = users.map((index) => Object.keys(index.key).join(','));
    expect(keys).toEqual(expect.arrayContaining(['search_names,deleted', 'lastname,firstname,_id', 'deleted,_id,fullname', 'updated_time,_id']));
  });

  // Last: it wipes the sessions with the rest of this database's Redis data, and renames a person.
  it('serves the rebuilt name map after Redis lost its data, not the one this api kept, though the rebuild numbers it as before', async () => {
    const connection = app.get<Connection>(getConnectionToken());
    const redis = app.get<Redis>(REDIS);
    const index = app.get(DirectoryIndex);
    /** A flush, as this database sees it (its keys are `portal:<db>:…`; other files share the Redis). */
    const loseRedisData = async () => {
      for await (const keys of redis.scanStream({ match: `${queuePrefixOf(connection)}:*`, count: 1000 })) if (keys.length) await redis.unlink(...(keys as string[]));
    };
    const helene = async () => {
      const reader = await signIn(app.getHttpServer(), 'emma.employee');
      return ((await reader.get('/api/getMapUsers')).body as { _id: string; fullname: string }[]).find((entry) => entry._id === idOf('helene.lefevre'));
    };
    // Each build after a loss is generation 1 again, with the same labels version when the same people are loaded.
    await loseRedisData();
    await index.ensureBuilt();
    expect((await helene())?.fullname).toBe('Hélène Lefèvre');

    await loseRedisData();
    await connection.collection('users').updateOne({ id_portal: 'helene.lefevre' }, { $set: { lastname: 'Moreau', fullname: 'Hélène Moreau' } });
    await index.ensureBuilt();
    expect((await helene())?.fullname).toBe('Hélène Moreau');
  });
});
