import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { restartablePort, waitForPort } from '../src/devstack/free-port';
import { Types } from 'mongoose';
import { ACTIVITY_REACTION } from '../src/activity/activity-recorder';
import { ValidationAcceptedEvent } from '../src/approvals/events/validation-accepted.event';
import { MAIL_REACTION } from '../src/approvals/mails/send-workflow-mail/send-workflow-mail.handler';
import type { StoredValidation } from '../src/approvals/stored-validation';
import { editorOf, toolOf } from '../src/approvals/workflow-parts';
import { Outbox, OUTBOX_COLLECTION, OUTBOX_DONE_COLLECTION } from '../src/platform/outbox/outbox';
import { OutboxRelay } from '../src/platform/outbox/outbox-relay';
import { toolSubmission } from './support/catalogue-fixtures';
import { givenUsers } from './support/directory-fixtures';
import { givenCategory } from './support/wall-fixtures';
import { recordFilters } from './support/filter-shapes';
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
    const res = await marc.post('/api/postApp', toolSubmission(title, categoryId, marcId));
    expect(res.status).toBe(201);

    // Nothing can be queued: the request's mail waits in the outbox, its activity line is already written.
    await new Promise((r) => setTimeout(r, 1500));
    const waiting = await outbox.find({ type: 'approvals.ValidationRequested' }).toArray();
    expect(waiting).toHaveLength(1);
    expect(await app.get<Connection>(getConnectionToken()).collection(OUTBOX_DONE_COLLECTION).countDocuments({ _id: { $regex: `^${waiting[0]._id}\\|.*\\|mail$` } } as object)).toBe(0);
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

  it('completes an accept whose tools.apply step already happened on the next relay pass, with exactly one mail', async () => {
    const [marc, alice] = [await signIn(app.getHttpServer(), 'marc.manager'), await signIn(app.getHttpServer(), 'alice.admin')];
    const title = 'Accepted before the crash';
    const created = await marc.post('/api/postApp', toolSubmission(title, categoryId, marcId));
    expect(created.status).toBe(201);
    const toolId = created.body._id as string;
    const db = app.get<Connection>(getConnectionToken());
    const validation = (await db.collection('validations').findOne({ app: new Types.ObjectId(toolId) })) as unknown as StoredValidation;
    expect((await alice.put(`/api/app-validation/${String(validation._id)}/accept`, {})).status).toBe(200);
    const accepted = async () => (await mails()).filter((mail) => mail.subject.includes(title) && mail.to.includes(`marc@${domain}`));
    expect(await until(async () => (await accepted()).length === 1, 20_000)).toBe(true);
    const key = `validation.${String(validation._id)}.accepted`;
    expect(await until(async () => (await outbox.countDocuments({ _id: key } as object)) === 0, 20_000)).toBe(true);

    // As the api killed in the accept's last steps leaves it: the tool published; the tool's lock still
    // stored, its release cut short after the claim on it; the entry stored, its line and its mail done.
    const locks = db.collection<{ _id: string; owner?: string; claims?: string; expires_at: Date }>('locks');
    const expiredAt = new Date(Date.now() - 60_000);
    await locks.insertOne({ _id: `tool:${toolId}`, owner: 'killed-api', expires_at: expiredAt });
    await locks.insertOne({ _id: `claim|tool:${toolId}|killed-api|${expiredAt.getTime()}`, claims: `tool:${toolId}`, expires_at: expiredAt });
    const decided = (await db.collection('validations').findOne({ _id: validation._id }))!;
    const outboxOfApi = app.get(Outbox);
    const [event] = await outboxOfApi.stage([
      key,
      new ValidationAcceptedEvent(String(validation._id), toolOf(validation), 'creation', editorOf(validation), { userId: String(decided.decided_by._id), fullname: decided.decided_by.fullname }, decided.changed),
      decided.decided_time,
    ]);
    await outboxOfApi.markDone(event, ACTIVITY_REACTION);
    await outboxOfApi.markDone(event, MAIL_REACTION);
    expect((await outbox.findOne({ _id: key } as object))?.expected).toContain('tools.apply');

    expect(await worker.get(OutboxRelay).relayDue(new Date(Date.now() + 60_000))).toBe(1);
    // One pass: the next one is at least 10 s away.
    expect(await until(async () => (await outbox.countDocuments({ _id: key } as object)) === 0, 8_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await accepted()).toHaveLength(1);
    expect((await marc.get(`/api/getApp/${toolId}/true`)).body.has_pending_validation).toBe(false);
  }, 60_000);

  it('reads and deletes entries and marks by `_id` alone, so completing one costs the same however many wait', async () => {
    const marc = await signIn(app.getHttpServer(), 'marc.manager');
    const filters = recordFilters(OUTBOX_COLLECTION, OUTBOX_DONE_COLLECTION);
    try {
      // A request: its entry waits for its activity line and its mails (a mark each, then the entry removed).
      expect((await marc.post('/api/postApp', toolSubmission('Submitted with the outbox filters recorded', categoryId, marcId))).status).toBe(201);
      expect(await until(async () => (await outbox.countDocuments({})) === 0, 30_000)).toBe(true);
      await worker.get(OutboxRelay).relayDue(new Date(Date.now() + 60_000));
    } finally {
      filters.restore();
    }
    expect(filters.seen.some(({ collection, method }) => collection === OUTBOX_DONE_COLLECTION && method === 'findOne')).toBe(true);
    // The relay's search for due entries is the one query that cannot be an `_id` (and this test's own counts).
    expect(filters.scans().filter(({ filter }) => Object.keys(filter).length && !('next_attempt_at' in filter))).toEqual([]);
  }, 60_000);
});
