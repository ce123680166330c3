import type { NestExpressApplication } from '@nestjs/platform-express';
import { AccessGuard } from '../src/platform/auth/access.guard';
import { givenTool } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import type { ApiClient } from './support/http-client';
import { settleReadModels } from './support/read-models';
import { signIn } from './support/sign-in';
import { createTestApp, useDatabase } from './support/test-app';

type Card = { title: { en: string } };
type Answer = Awaited<ReturnType<ApiClient['post']>>;

/** Headers that differ between any two answers: when, which request, and the write limit's running count. */
const VOLATILE = new Set(['date', 'x-request-id', 'x-ratelimit-remaining-write', 'x-ratelimit-reset-write', 'connection', 'keep-alive']);
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

  it('sends the same JSON uncompressed to a client that does not accept gzip', async () => {
    const gzipped = await emma.post(wallOf('emma.employee'), {});
    const plain = await emma.send('post', wallOf('emma.employee'), {}, { 'Accept-Encoding': 'identity' });
    expect(guard).not.toHaveBeenCalled();
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
