import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getQueueToken } from '@nestjs/bullmq';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Queue } from 'bullmq';
import type { Connection } from 'mongoose';
import { MAIL_QUEUE } from '../src/mail/mail-message';
import { MailQueue } from '../src/mail/mail.queue';
import { createTestApp, createTestWorker, useDatabase } from './support/test-app';
import { clearMails, failNextMails, mails, waitForMail } from './support/mail-sink';

describe('mail: a BullMQ job sent by the worker over SMTP', () => {
  let app: NestExpressApplication;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    useDatabase('mail');
    process.env.MAIL_BACKOFF_MS = '50';
    process.env.MAIL_ATTEMPTS = '3';
    app = await createTestApp();
    worker = await createTestWorker();
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });
  beforeEach(() => clearMails());

  it('delivers a queued mail to the SMTP server', async () => {
    await app.get(MailQueue).enqueue({ to: 'emma@example.com', subject: 'Hello from the queue', text: 'It went through BullMQ.' });
    const mail = await waitForMail((m) => m.subject === 'Hello from the queue');
    expect(mail.to).toEqual(['emma@example.com']);
    expect(mail.text.trim()).toBe('It went through BullMQ.');
  });

  it('retries with backoff when the SMTP server fails, and still delivers', async () => {
    await failNextMails(2);
    const id = await app.get(MailQueue).enqueue({ to: 'retry@example.com', subject: 'After two failures', text: 'third time lucky' });
    await waitForMail((m) => m.subject === 'After two failures');
    const job = await app.get<Queue>(getQueueToken(MAIL_QUEUE)).getJob(id);
    // BullMQ counts every attempt made, the successful third one included.
    expect(job?.attemptsMade).toBe(3);
    expect(await job?.getState()).toBe('completed');
  });

  it('keeps a mail whose attempts are spent in the failed set, never losing it', async () => {
    await failNextMails(5);
    const queue = app.get<Queue>(getQueueToken(MAIL_QUEUE));
    const id = await app.get(MailQueue).enqueue({ to: 'lost@example.com', subject: 'Never delivered', text: '…' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await (await queue.getJob(id))?.getState()) !== 'failed') await new Promise((r) => setTimeout(r, 100));
    const job = await queue.getJob(id);
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(3);
    expect(job?.data.to).toBe('lost@example.com');
    await failNextMails(0);
  });

  it("is sent by its own database's worker, never by a worker of another database on the same Redis", async () => {
    await worker.close();
    const own = process.env.MONGO_URL!;
    process.env.MONGO_URL = own.replace(/portal_e2e_mail(?=\?|$)/, 'portal_e2e_mail_other');
    const other = await createTestWorker();
    process.env.MONGO_URL = own;
    try {
      // Queued while only the other database's worker runs: it must leave the job alone.
      const dedupeKey = `o-own-database-${Date.now()}`;
      await app.get(MailQueue).enqueue({ to: 'own@example.com', subject: 'Sent by its own worker', text: '…', dedupeKey });
      worker = await createTestWorker();
      await waitForMail((m) => m.subject === 'Sent by its own worker');
      const deliveryIn = (process: INestApplicationContext) => process.get<Connection>(getConnectionToken()).collection('mail_deliveries').findOne({ _id: dedupeKey as never });
      // The delivery is recorded where the mail's outbox entry waits for it, and nowhere else.
      expect(await deliveryIn(worker)).toMatchObject({ sent_at: expect.any(Date) });
      expect(await deliveryIn(other)).toBeNull();
      expect((await mails()).filter((m) => m.subject === 'Sent by its own worker')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
