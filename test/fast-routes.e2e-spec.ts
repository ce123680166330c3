import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Redis } from 'ioredis';
import { AccessGuard } from '../src/platform/auth/access.guard';
import { REDIS } from '../src/platform/queues/redis-client';
import { RedisWriteBatch } from '../src/platform/queues/redis-write-batch';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { givenSearchDirectory } from './support/directory-search-people';
import type { ApiClient } from './support/http-client';
import { refreshReadModels, settleReadModels } from './support/read-models';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

type Card = { title: { en: string } };
type Answer = Awaited<ReturnType<ApiClient['post']>>;

/** Headers that differ between any two answers: when, which request, and the limits' running counts. */
const VOLATILE = new Set(['date', 'x-request-id', 'x-ratelimit-remaining-write', 'x-ratelimit-reset-write', 'x-ratelimit-remaining-search', 'x-ratelimit-reset-search', 'connection', 'keep-alive']);
const stableHeaders = (res: Answer) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VOLATILE.has(name)));

/**
 * The wall (`POST getApps/null/…`) is answered in front of Express (`FastRoutes.postRead`, `WallFastRead`).
 * The full route runs Nest's access guard; the fast one never does: that is how each test knows which
 * answered. A body over the fast path's 16 KiB goes to the full route, which gives the reference answer.
 */
describe('the wall answered before Express', () => {
  let app: NestExpressApplication;
  let emma: ApiClient;
  let marc: ApiClient;
  let guard: jest.SpyInstance;
  const ids: Record<string, string> = {};
  const wallOf = (login: string, query = '') => `/api/getApps/null/${ids[login]}/10/100/true/true/false/false${query}`;
  const fullRouteBody = { servicesList: 'GRP-PADDING___'.repeat(1_300) };

  beforeAll(async () => {
    useDatabase('wall_fast_route');
    app = await createTestApp();
    const people = await givenUsers(app, { id_portal: 'emma.employee' }, { id_portal: 'marc.manager' });
    for (const person of people) ids[person.id_portal] = String(person._id);
    for (const title of ['Mail', 'Payroll', 'Travel', 'Wiki', 'Chat', 'Drive', 'Calendar', 'Badges']) await givenTool(app, title);
    await givenTool(app, 'Marc only', { users: [ids['marc.manager']] });
    await settleReadModels(app);
    [emma, marc] = await Promise.all([signIn(app.getHttpServer(), 'emma.employee'), signIn(app.getHttpServer(), 'marc.manager')]);
    guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
  });
  beforeEach(() => guard.mockClear());
  afterAll(async () => {
    guard.mockRestore();
    await app.close();
  });

  it('gives the full route’s status, headers and body, without running Nest', async () => {
    const fast = await emma.post(wallOf('emma.employee', '?lang=fr'), { servicesList: 'GRP-FINANCE' });
    expect(guard).not.toHaveBeenCalled();
    const full = await emma.post(wallOf('emma.employee', '?lang=fr'), fullRouteBody);
    expect(guard).toHaveBeenCalledTimes(1);

    expect(fast.status).toBe(200);
    expect(full.status).toBe(200);
    expect((fast.body as Card[]).map((card) => card.title.en)).toEqual(['Badges', 'Calendar', 'Chat', 'Drive', 'Mail', 'Payroll', 'Travel', 'Wiki']);
    expect(fast.body).toEqual(full.body);
    expect(fast.headers['content-encoding']).toBe('gzip');
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['x-ratelimit-limit-write']).toBeDefined();
    expect(fast.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(stableHeaders(fast)).toEqual(stableHeaders(full));
  });

  it('leaves a client that does not accept gzip to the full route, which sends the same JSON uncompressed', async () => {
    const gzipped = await emma.post(wallOf('emma.employee'), {});
    expect(guard).not.toHaveBeenCalled();
    const plain = await emma.send('post', wallOf('emma.employee'), {}, { 'Accept-Encoding': 'identity' });
    expect(guard).toHaveBeenCalledTimes(1);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(gzipped.headers.etag);
    expect(plain.body).toEqual(gzipped.body);
  });

  it('counts against the person’s write limit, as every POST does', async () => {
    const first = await emma.post(wallOf('emma.employee'), {});
    const second = await emma.post(wallOf('emma.employee'), {});
    expect(guard).not.toHaveBeenCalled();
    expect(Number(second.headers['x-ratelimit-remaining-write'])).toBe(Number(first.headers['x-ratelimit-remaining-write']) - 1);
  });

  it('counts a call it starts and then leaves to the full route once, as that route counts it', async () => {
    const before = await emma.post(wallOf('emma.employee'), {});
    const someoneElses = await emma.post(wallOf('marc.manager'), {});
    const notGzip = await emma.send('post', wallOf('emma.employee'), {}, { 'Accept-Encoding': 'identity' });
    const after = await emma.post(wallOf('emma.employee'), {});
    expect(guard).toHaveBeenCalledTimes(2);
    expect(someoneElses.status).toBe(403);
    const remaining = [before, someoneElses, notGzip, after].map((res) => Number(res.headers['x-ratelimit-remaining-write']));
    expect(remaining).toEqual([remaining[0], remaining[0] - 1, remaining[0] - 2, remaining[0] - 3]);
  });

  it('leaves to the full route what it does not answer: someone else’s wall, a malformed id, a repeated parameter, no CSRF token', async () => {
    expect((await emma.post(wallOf('marc.manager'), {})).status).toBe(403);
    expect((await emma.post('/api/getApps/null/%01/10/100/true/true/false/false', {})).status).toBe(400);
    expect((await emma.post(wallOf('emma.employee', '?lang=fr&lang=en'), {})).status).toBe(400);
    expect(guard).toHaveBeenCalledTimes(3);
    const withoutToken = await emma.send('post', wallOf('emma.employee'), {}, {}, { csrf: false });
    expect(withoutToken.status).toBe(403);
    // Marc still gets his own wall, with his own tool, from the fast path.
    guard.mockClear();
    const marcs = await marc.post(wallOf('marc.manager'), {});
    expect(guard).not.toHaveBeenCalled();
    expect((marcs.body as Card[]).map((card) => card.title.en)).toContain('Marc only');
  });
});

/**
 * The pickers' word searches (`GET getUsers/word/…`, `getServices/word/…`) are answered in front of Express
 * (`FastRoutes.get`, `DirectorySearchFastReads`). A conditional GET goes to the full route, which gives the
 * reference answer.
 */
describe('the word searches answered before Express', () => {
  let app: NestExpressApplication;
  let emma: ApiClient;
  let guard: jest.SpyInstance;
  const logins = (res: Answer) => (res.body as { id_portal: string }[]).map((person) => person.id_portal);
  const fullRoute = { 'If-None-Match': 'W/"no-such-answer"' };

  beforeAll(async () => {
    useDatabase('fast_routes_searches');
    app = await createTestApp();
    await givenSearchDirectory(app);
    await refreshReadModels(app);
    emma = await signIn(app.getHttpServer(), 'emma.employee');
    guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
  });
  beforeEach(() => guard.mockClear());
  afterAll(async () => {
    guard.mockRestore();
    await app.close();
  });

  it.each([
    ['people', '/api/getUsers/word/mar'],
    ['people by two words', `/api/getUsers/word/${encodeURIComponent('nom zoe')}`],
    ['groups', '/api/getServices/word/finance'],
  ])('answers a search of %s with the full route’s status, headers and body, without running Nest', async (_kind, path) => {
    const fast = await emma.get(path);
    expect(guard).not.toHaveBeenCalled();
    const full = await emma.send('get', path, undefined, fullRoute);
    expect(guard).toHaveBeenCalledTimes(1);
    expect(fast.status).toBe(200);
    expect((fast.body as unknown[]).length).toBeGreaterThan(1);
    expect(fast.body).toEqual(full.body);
    expect(fast.headers.etag).toMatch(/^W\//);
    expect(fast.headers['x-ratelimit-limit-search']).toBeDefined();
    expect(stableHeaders(fast)).toEqual(stableHeaders(full));
  });

  it('finds the same people, in the same order, as the search rules say', async () => {
    expect(logins(await emma.get('/api/getUsers/word/mar'))).toEqual(['marc.dubois', 'marie.dupont', 'jean.marchand', 'alice.admin']);
    expect(logins(await emma.get(`/api/getUsers/word/${encodeURIComponent('Hélè')}`))).toEqual(['helene.lefevre']);
    expect(guard).not.toHaveBeenCalled();
  });

  it('counts against the person’s search limit, whichever way the search came', async () => {
    const first = await emma.get('/api/getUsers/word/dub');
    const second = await emma.send('get', '/api/getUsers/word/dub', undefined, fullRoute);
    const third = await emma.get('/api/getServices/word/fin');
    const remaining = [first, second, third].map((res) => Number(res.headers['x-ratelimit-remaining-search']));
    expect(remaining).toEqual([remaining[0], remaining[0] - 1, remaining[0] - 2]);
  });

  it('leaves a conditional GET to Express, which answers 304 when the answer has not changed', async () => {
    const first = await emma.get('/api/getUsers/word/dubois');
    const again = await emma.send('get', '/api/getUsers/word/dubois', undefined, { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it('answers 401 without a session, through the full route', async () => {
    const anonymous = await emma.send('get', '/api/getUsers/word/mar', undefined, { Cookie: '' });
    expect(anonymous.status).toBe(401);
  });
});

/**
 * The fast path holds the Redis client's writes for the rest of the event loop's turn
 * (`RedisWriteBatch`), so the commands of the calls started in it leave in one socket write.
 */
describe('the Redis writes of a turn, sent together', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    useDatabase('fast_routes_redis_batch');
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('keeps the commands of a held turn until its end, then sends them in order', async () => {
    const redis = app.get<Redis>(REDIS);
    const batch = new RedisWriteBatch(redis);
    const key = `test:write-batch:${process.pid}:${Date.now()}`;
    batch.hold();
    batch.hold();
    expect(redis.stream.writableCorked).toBe(1);
    const answers = Promise.all([redis.incr(key), redis.incr(key), redis.get(key), redis.del(key)]);
    expect(redis.stream.writableLength).toBeGreaterThan(0); // written to the socket, not yet sent
    await new Promise(setImmediate);
    expect(redis.stream.writableCorked).toBe(0);
    await expect(answers).resolves.toEqual([1, 2, '2', 1]);
  });
});
