import IORedis from 'ioredis';
import type { ApiClient } from '../../support/http-client';
import { submitTool, toolsPresent } from '../support/catalogue';
import { approvalBreaches } from '../support/invariants';
import type { FaultStack } from '../support/stack';
import { everyPartUp } from './stack-ready';

type Timed = { status: number; ms: number; retryAfter?: string; body: any };

async function timed(call: () => PromiseLike<{ status: number; headers: Record<string, string>; body: unknown }>): Promise<Timed> {
  const started = Date.now();
  const res = await call();
  return { status: res.status, ms: Date.now() - started, retryAfter: res.headers['retry-after'], body: res.body };
}

/** Issue 18, row "Database down", and "Health tells the truth" for the database. */
export function describeDatabaseDown(stackOf: () => FaultStack): void {
  describe('faults: the database down while the api, the worker and Redis run', () => {
    let stack: FaultStack;
    let emma: ApiClient;
    let marc: ApiClient;
    let emmaId: string;
    const wall = () => timed(() => emma.post(`/api/getApps/null/${emmaId}/10/100/true/true/false/false`, {}));
    const search = () => timed(() => emma.get('/api/getUsers/word/marc'));

    beforeAll(async () => {
      stack = stackOf();
      await everyPartUp(stack);
      [emma, marc] = [await stack.signIn('emma.employee'), await stack.signIn('marc.manager')];
      emmaId = String((await (await stack.db()).collection('users').findOne({ id_portal: 'emma.employee' }))!._id);
      // Warm the wall and the directory search, as any running portal is.
      for (let i = 0; i < 3; i++) expect([(await wall()).status, (await search()).status]).toEqual([200, 200]);
    });

    it('Database down: reads from the database answer 503 with Retry-After within 2 s, writes too, the wall and the directory search answer from memory (also once the callers’ cache expired), and all recovers by itself', async () => {
      const form = await import('../support/catalogue').then((m) => m.toolForm(stack, 'Written while the database is down'));
      await stack.database.kill();
      // As after the 60 s of the callers' cache: only the last answer of the database is left.
      const redis = new IORedis(stack.env.REDIS_URL);
      const expired = [...(await redis.keys('portal:portal:dir:principal:*')), ...(await redis.keys('portal:portal:dir:viewer:*'))].filter((key) => !key.endsWith(':last'));
      if (expired.length) await redis.del(...expired);
      redis.disconnect();

      const profile = await timed(() => emma.get('/api/getOneUser'));
      const posted = await timed(() => marc.post('/api/postApp', form));
      const walls = [await wall(), await wall(), await wall()];
      const searches = [await search(), await search(), await search()];
      const health = await stack.health();
      console.log(
        `Database down: getOneUser ${profile.status} in ${profile.ms} ms (Retry-After ${profile.retryAfter}); postApp ${posted.status} in ${posted.ms} ms; ` +
          `wall ${walls.map((w) => `${w.status}/${w.ms} ms`).join(', ')}; search ${searches.map((s) => `${s.status}/${s.ms} ms`).join(', ')}; health ${health.status} in ${health.ms} ms`,
      );

      for (const answer of [profile, posted]) {
        expect(answer.status).toBe(503);
        expect(answer.retryAfter).toMatch(/^\d+$/);
        expect(answer.ms).toBeLessThan(2000);
        expect(answer.body).toEqual({ error: { message: 'The service is temporarily unavailable', code: 'service_unavailable' } });
      }
      for (const answer of [...walls, ...searches]) expect(answer.status).toBe(200);
      // The first call may pay for a lost connection; the following ones are served from memory.
      expect(Math.min(...walls.map((w) => w.ms))).toBeLessThan(100);
      expect(Math.min(...searches.map((s) => s.ms))).toBeLessThan(100);
      expect(searches[0].body.map((p: { id_portal: string }) => p.id_portal)).toContain('marc.manager');
      expect(health.status).toBe(503);
      expect(health.body.checks.database.status).toBe('down');
      expect(health.ms).toBeLessThan(2500);
      expect((await stack.health('/api/health/ready')).status).toBe(503);
      expect((await stack.health('/api/health/live')).status).toBe(200);

      await stack.database.start();
      await stack.waitHealthy(30_000);
      expect((await timed(() => emma.get('/api/getOneUser'))).status).toBe(200);
      // The refused write changed nothing; the same write now succeeds.
      expect(await (await stack.db()).collection('apps').countDocuments({ 'title.en': 'Written while the database is down' })).toBe(0);
      expect((await submitTool(stack, marc, 'Written once the database is back')).status).toBe(201);
    });

    it('Database frozen (SIGSTOP) for 12 s: the wall, a search and a submission answer within 10 s (200 from memory or 503 with Retry-After), readiness says down, and all recovers by itself', async () => {
      // Each call is given up by the test after 20 s (it would otherwise wait for ever); the database is thawed after 12 s whatever happens.
      const bounded = (call: () => Promise<Timed>) =>
        Promise.race([call(), new Promise<Timed>((resolve) => setTimeout(() => resolve({ status: -1, ms: 20_000, body: null }), 20_000))]);
      const form = await import('../support/catalogue').then((m) => m.toolForm(stack, 'Written while the database is frozen'));
      stack.database.freeze();
      const thawed = new Promise<void>((resolve) => setTimeout(() => (stack.database.thaw(), resolve()), 12_000));
      let answers: Timed[];
      let ready: Timed;
      try {
        answers = await Promise.all([bounded(wall), bounded(search), bounded(() => timed(() => marc.post('/api/postApp', form)))]);
        ready = await bounded(() => timed(() => stack.health('/api/health/ready').then((res) => ({ ...res, headers: {} }))));
      } finally {
        await thawed;
      }
      console.log(`Database frozen: wall, search, postApp ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}; readiness ${ready.status} in ${ready.ms} ms`);
      for (const answer of answers) expect(answer.ms).toBeLessThan(10_000);
      expect(answers.slice(0, 2).map((a) => a.status)).toEqual([200, 200]);
      expect(answers[2].status).toBe(503);
      expect(answers[2].retryAfter).toMatch(/^\d+$/);
      expect(answers[2].body).toEqual({ error: { message: 'The service is temporarily unavailable', code: 'service_unavailable' } });
      expect(ready.status).toBe(503);

      // Thawed: the process's connection comes back by itself, and a write succeeds.
      await stack.waitHealthy(30_000);
      expect((await submitTool(stack, marc, 'Written once the database is thawed')).status).toBe(201);
      // The refused submission was in flight when the database froze: it may have been written once it
      // thawed (its 503 says "not done, try again"), never twice.
      const present = await toolsPresent(stack, ['Written while the database is frozen', 'Written once the database is thawed']);
      console.log(`Database frozen: the refused submission stored ${present['Written while the database is frozen']} time(s) after the thaw`);
      expect(present['Written once the database is thawed']).toBe(1);
      expect(present['Written while the database is frozen']).toBeLessThanOrEqual(1);
    });

    it('Tools against approvals after all of the above: 0 inconsistent', async () => {
      if (!stack.database.running) await stack.database.start();
      const breaches = await approvalBreaches(stack);
      console.log(`Tools against approvals: ${breaches.length} inconsistent`);
      expect(breaches).toEqual([]);
    });
  });
}
