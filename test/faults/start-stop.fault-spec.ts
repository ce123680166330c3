import IORedis from 'ioredis';
import { FaultStack, startStack } from './support/stack';

/** Issue 18, rows "Worker started before Redis was ready" and "Ctrl-C on npm start". */
describe('faults: starting and stopping the parts in any order', () => {
  let stack: FaultStack;

  beforeAll(async () => {
    stack = await startStack('start-stop', { seed: true, startApps: false });
  });
  afterAll(() => stack?.stop());

  it('Worker started before Redis was ready: api and worker started before the database and Redis come up, serve once they do, and build the directory index they skipped', async () => {
    await Promise.all([stack.redis.kill(), stack.database.kill()]);
    await Promise.all([stack.api.start({ wait: false }), stack.worker.start({ wait: false })]);
    // Both found no database; then the database first, and Redis once the worker, past the database, found no Redis either.
    const noDatabase = /MongooseServerSelectionError|Unable to connect to the database/;
    await Promise.all([stack.api.waitForOutput(noDatabase, 60_000), stack.worker.waitForOutput(noDatabase, 60_000)]);
    await stack.database.start();
    await stack.worker.waitForOutput(/building the directory index failed \(attempt 1/, 60_000);
    await stack.redis.start();
    const upSince = Date.now();
    await Promise.all([stack.api.waitForOutput(/api listening/, 60_000), stack.worker.waitForOutput(/worker started/, 60_000)]);
    await stack.waitHealthy(60_000);

    const redis = new IORedis(stack.env.REDIS_URL);
    try {
      const deadline = Date.now() + 60_000;
      while (!(await redis.hget('portal:portal:dir:index:meta', 'ready')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      console.log(`Started before their services: healthy and the directory index built ${Date.now() - upSince} ms after Redis came up`);
      expect(await redis.hget('portal:portal:dir:index:meta', 'ready')).toBeTruthy();
    } finally {
      redis.disconnect();
    }
    const emma = await stack.signIn('emma.employee');
    const found = await emma.get('/api/getUsers/word/marc');
    expect(found.status).toBe(200);
    expect(found.body.map((p: { id_portal: string }) => p.id_portal)).toContain('marc.manager');
  });

  it('Ctrl-C on npm start: with Redis stopped first, the worker and the api each exit within 2 s of SIGTERM (the api after the database too), without an unhandled Redis error', async () => {
    await stack.redis.stop();
    // Long enough for every Redis client to have failed a reconnection (each one printed an unhandled error event before).
    await new Promise((r) => setTimeout(r, 1_500));
    const worker = await stack.worker.stop(15_000);
    await stack.database.stop();
    const api = await stack.api.stop(15_000);
    const services = await stack.services.stop(15_000);
    console.log(`Stopped after Redis and the database: worker in ${worker} ms, api in ${api} ms, sink and sign-in in ${services} ms`);
    expect(worker).toBeLessThan(2_000);
    expect(api).toBeLessThan(2_000);
    expect(services).toBeLessThan(10_000);
    for (const part of [stack.worker, stack.api]) {
      expect(part.output).not.toContain('Unhandled error event');
      expect(part.output).toContain('Redis does not answer: stopping without it');
    }
  });
});
