import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FaultStack } from '../support/stack';
import { everyPartUp } from './stack-ready';

/** Issue 18, "Health tells the truth": Redis losing its data, a worker gone; readiness apart from SMTP. */
export function describeHealth(stackOf: () => FaultStack): void {
  describe('faults: /api/health tells the truth', () => {
    let stack: FaultStack;

    beforeAll(async () => {
      // The stack's worker beats every 2 s and counts as gone after 8 s (WORKER_HEARTBEAT_MS, WORKER_SILENT_AFTER_MS).
      stack = stackOf();
      await everyPartUp(stack);
    });

    it('Redis restarted with its data (persistence): the queue check stays up', async () => {
      await stack.redis.kill();
      await stack.redis.start();
      await stack.waitHealthy(20_000);
      expect((await stack.health()).body.checks.redis).toEqual({ status: 'up' });
    });

    it('Redis restarted without its data: the queue check fails, saying when the data was lost', async () => {
      await stack.redis.kill();
      rmSync(join(stack.dir, 'redis'), { recursive: true, force: true });
      mkdirSync(join(stack.dir, 'redis'));
      await stack.redis.start();
      // The api's client reconnects within a second or two; until then the check says Redis does not answer.
      let health = await stack.health();
      for (let i = 0; i < 40 && !/lost its data/.test(health.body.checks.redis.error ?? ''); i++) {
        await new Promise((r) => setTimeout(r, 250));
        health = await stack.health();
      }
      console.log(`Redis restarted empty: /api/health ${health.status} ${JSON.stringify(health.body.checks.redis)}`);
      expect(health.status).toBe(503);
      expect(health.body.checks.redis).toEqual({ status: 'down', error: expect.stringMatching(/^Redis lost its data at .+: mails and jobs queued before may be lost$/) });
      // Still reported on the next checks (by this api and whatever the worker noticed), not only once.
      expect((await stack.health()).body.checks.redis.status).toBe('down');
      expect((await stack.health('/api/health/ready')).status).toBe(200);
    });

    it('Worker killed: the worker check fails within 25 s, and passes again once it is restarted', async () => {
      const heard = Date.now() + 20_000;
      while ((await stack.health()).body.checks.worker.status !== 'up' && Date.now() < heard) await new Promise((r) => setTimeout(r, 500));
      await stack.worker.kill();
      const killedAt = Date.now();
      let health = await stack.health();
      while (health.body.checks.worker.status === 'up' && Date.now() - killedAt < 30_000) {
        await new Promise((r) => setTimeout(r, 1_000));
        health = await stack.health();
      }
      console.log(`Worker killed: reported down after ${Date.now() - killedAt} ms: ${JSON.stringify(health.body.checks.worker)}`);
      expect(health.body.checks.worker).toEqual({ status: 'down', error: expect.stringContaining('no worker heartbeat') });
      expect(Date.now() - killedAt).toBeLessThan(25_000);
      await stack.worker.start();
      const deadline = Date.now() + 20_000;
      while ((await stack.health()).body.checks.worker.status !== 'up' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
      expect((await stack.health()).body.checks.worker).toEqual({ status: 'up', detail: '1 worker alive' });
    });

    // Last: the sink and the sign-in provider come back on new ports, so they are not restarted.
    it('SMTP down: the full health check fails on smtp, readiness does not (the api only queues mail)', async () => {
      await stack.services.kill();
      // A round of checks answers every caller of the next second: the first after the kill may be the round before it.
      let health = await stack.health();
      for (let i = 0; i < 20 && health.body.checks.smtp.status === 'up'; i++) health = await new Promise((r) => setTimeout(r, 250)).then(() => stack.health());
      const ready = await stack.health('/api/health/ready');
      expect(health.status).toBe(503);
      expect(health.body.checks.smtp.status).toBe('down');
      expect(ready.status).toBe(200);
    });
  });
}
