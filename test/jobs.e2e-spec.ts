import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MailQueue } from '../src/mail/mail.queue';
import type { ListedJob } from '../src/contracts';
import { givenUsers } from './support/directory-fixtures';
import { clearMails, failNextMails, mails } from './support/mail-sink';
import { signIn } from './support/sign-in';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';

/** Issue 11 item 5: administrators see failed and waiting jobs and retry them; nobody else does. */
describe('jobs: the back-office page of failed and waiting mails and imports', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    useDatabase('jobs');
    process.env.MAIL_BACKOFF_MS = '50';
    process.env.MAIL_ATTEMPTS = '2';
    app = await createTestApp();
    await givenUsers(app, { id_portal: 'alice.admin', is_administrator: true }, { id_portal: 'sophie.subadmin', is_sub_admin: true }, { id_portal: 'emma.employee' });
    worker = await createTestWorker();
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });
  beforeEach(() => clearMails());

  const failedJob = async (alice: Awaited<ReturnType<typeof signIn>>, subject: string): Promise<ListedJob | undefined> => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const res = await alice.get('/api/admin/jobs');
      expect(res.status).toBe(200);
      const job = (res.body.jobs as ListedJob[]).find((j) => j.summary.includes(subject) && j.state === 'failed');
      if (job) return job;
      await new Promise((r) => setTimeout(r, 200));
    }
    return undefined;
  };

  it('lists a mail whose attempts are spent, with its cause, and sends it once when an administrator retries it', async () => {
    const alice = await signIn(app.getHttpServer(), 'alice.admin');
    await failNextMails(2);
    await app.get(MailQueue).enqueue({ to: 'bob@example.com', subject: 'Jobs page retry', text: 'retried by hand' });
    const job = await failedJob(alice, 'Jobs page retry');
    expect(job).toMatchObject({ queue: 'mail', state: 'failed', attemptsMade: 2, maxAttempts: 2, summary: 'mail to bob@example.com: Jobs page retry' });
    expect(job!.failedReason).toMatch(/451/);
    const overview = (await alice.get('/api/admin/jobs')).body;
    expect(overview.queues.find((q: { queue: string }) => q.queue === 'mail').failed).toBeGreaterThanOrEqual(1);

    const retried = await alice.post(`/api/admin/jobs/mail/${job!.id}/retry`);
    expect(retried.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!(await mails()).some((m) => m.subject === 'Jobs page retry') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    expect((await mails()).filter((m) => m.subject === 'Jobs page retry')).toHaveLength(1);
    expect(await failedJob(alice, 'Jobs page retry').catch(() => undefined)).toBeUndefined();
    // A job that has not failed (any more) cannot be retried; an unknown one is not found.
    expect((await alice.post(`/api/admin/jobs/mail/${job!.id}/retry`)).status).toBe(404);
    expect((await alice.post('/api/admin/jobs/mail/no-such-job/retry')).status).toBe(404);
    const unknownQueue = await alice.post('/api/admin/jobs/no-such-queue/1/retry');
    expect(unknownQueue.status).toBe(400);
    expect(unknownQueue.body.errors).toHaveProperty('queue');
  }, 60_000);

  it('refuses the page and retries to everyone but administrators, and retries without the CSRF token', async () => {
    for (const login of ['sophie.subadmin', 'emma.employee']) {
      const client = await signIn(app.getHttpServer(), login);
      expect((await client.get('/api/admin/jobs')).status).toBe(403);
      expect((await client.post('/api/admin/jobs/mail/1/retry')).status).toBe(403);
    }
    const alice = await signIn(app.getHttpServer(), 'alice.admin');
    const forged = await alice.raw('post', '/api/admin/jobs/mail/1/retry', {}, false);
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('invalid_csrf_token');
  });
});
