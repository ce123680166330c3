import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { restartablePort, waitForPort } from '../src/devstack/free-port';
import { OUTBOX_COLLECTION } from '../src/platform/outbox/outbox';
import { givenUsers } from './support/directory-fixtures';
import { givenCategory } from './support/wall-fixtures';
import { clearMails, mails } from './support/mail-sink';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

/** A Redis of this file's own, configured as in production, that the test can kill and start again. */
class OwnRedis {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'outbox-redis-'));
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', '', '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    await waitForPort(this.port);
  }

  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }

  async stop() {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};

describe('the outbox: a Redis outage delays mails and activity lines, never drops or doubles one', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;
  let redis: OwnRedis;
  let outbox: ReturnType<Connection['collection']>;
  let categoryId: string;
  let marcId: string;
  const domain = 'outbox.test';

  beforeAll(async () => {
    useDatabase('outbox');
    redis = new OwnRedis(await restartablePort()); // stopped and started again on this port
    await redis.start();
    process.env.REDIS_URL = redis.url;
    process.env.MAIL_BACKOFF_MS = '50';
    app = await createTestApp();
    worker = await createTestWorker();
    outbox = app.get<Connection>(getConnectionToken()).collection(OUTBOX_COLLECTION);
    const [manager] = await givenUsers(
      app,
      { id_portal: 'marc.manager', email: `marc@${domain}` },
      { id_portal: 'alice.admin', is_administrator: true, email: `alice@${domain}` },
      { id_portal: 'bob.admin', is_administrator: true, email: `bob@${domain}` },
    );
    marcId = String(manager._id);
    categoryId = String((await givenCategory(app, { en: 'Office', fr: 'Bureau' }))._id);
  });
  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await worker?.close();
    await app?.close();
    await redis.stop();
  }, 60_000);

  it('stores the request while Redis is down and delivers exactly one mail per administrator once it is back', async () => {
    const marc = await signIn(app.getHttpServer(), 'marc.manager');
    await clearMails();
    await redis.kill();

    const title = 'Submitted while Redis was down';
    const res = await marc.post('/api/postApp', {
      title: { en: title, fr: title },
      description: { en: 'helps', fr: 'aide' },
      url: { en: 'https://tool.example/en', fr: 'https://tool.example/fr' },
      categories: [categoryId],
      users: ['all'],
      managers: [marcId],
    });
    expect(res.status).toBe(201);

    // Nothing can be queued: the request's mail waits in the outbox, its activity line is already written.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await outbox.find({ type: 'approvals.ValidationRequested' }).toArray();
    expect(waiting).toHaveLength(1);
    expect(waiting[0].done).not.toContain('mail');
    const mine = async () => (await mails()).filter((mail) => mail.subject.includes(title));
    expect(await mine()).toHaveLength(0);

    await redis.start();
    expect(await until(async () => (await mine()).length >= 2, 30_000)).toBe(true);
    // The api's own attempt and the relay's both ran: still one mail per administrator.
    expect(await until(async () => (await outbox.countDocuments({})) === 0, 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 2000));
    const arrived = await mine();
    expect(arrived.map((mail) => mail.to.join(',')).sort()).toEqual([`alice@${domain}`, `bob@${domain}`]);
  }, 90_000);
});
