import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { jobIdOf, originOf } from '../platform/outbox/durable-event';
import { Outbox } from '../platform/outbox/outbox';
import { MailDeliveries } from './mail-deliveries';
import { MAIL_QUEUE, MailMessage, SEND_MAIL_JOB } from './mail-message';

/**
 * Puts mails on the BullMQ queue; the worker sends them. A mail that keeps failing is retried with
 * exponential backoff and, once its attempts are spent, stays in the failed set: never lost silently.
 */
@Injectable()
export class MailQueue {
  private readonly logger = new Logger(MailQueue.name);

  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deliveries: MailDeliveries,
    private readonly outbox: Outbox,
  ) {}

  /**
   * The mails of an outbox reaction (an event kept until its mails are delivered), each queued once: its
   * job id derives from the outbox key and its `suffix` (the address, or a name), so the relay's
   * redeliveries queue nothing new. The reaction is reported done here when all are delivered already,
   * else by the worker as it sends the last one. An event without an outbox origin queues them as they are.
   */
  async enqueueForReaction(event: object, reaction: string, mails: { suffix: string; message: MailMessage }[]): Promise<void> {
    const origin = originOf(event);
    if (!origin) {
      await this.enqueueMany(mails.map((mail) => mail.message));
      return;
    }
    const keys = mails.map((mail) => jobIdOf(origin.key, mail.suffix));
    const completes = { ref: { key: origin.key, generation: origin.generation }, reaction, mails: keys };
    await this.enqueueMany(mails.map((mail, index) => ({ ...mail.message, dedupeKey: keys[index], completes })));
    if (await this.delivered(keys)) await this.outbox.markDone(event, reaction);
  }

  /**
   * An event handler's mail reaction: `enqueueForReaction`, run outside any request, so a failure is
   * logged, never thrown; the outbox entry stays and the relay delivers the event again, which queues
   * only the mails still missing.
   */
  async queueReaction(event: object, reaction: string, mails: { suffix: string; message: MailMessage }[]): Promise<void> {
    try {
      await this.enqueueForReaction(event, reaction, mails);
    } catch (error) {
      this.logger.error(`${originOf(event)?.key ?? 'an event without outbox entry'}: its ${reaction} mails could not be queued yet: ${(error as Error).message}`);
    }
  }

  /** Has the SMTP server accepted every mail of these dedupe keys? A reaction that queues mails is done only then. */
  delivered(dedupeKeys: string[]): Promise<boolean> {
    return this.deliveries.allSent(dedupeKeys);
  }

  async enqueue(message: MailMessage): Promise<string> {
    const job = await this.queue.add(SEND_MAIL_JOB, message, this.jobOptions(message));
    return job.id!;
  }

  /** Several mails in one round trip (a group's members), each its own job with its own retries. */
  async enqueueMany(messages: MailMessage[]): Promise<string[]> {
    if (messages.length === 0) return [];
    const jobs = await this.queue.addBulk(messages.map((data) => ({ name: SEND_MAIL_JOB, data, opts: this.jobOptions(data) })));
    return jobs.map((job) => job.id!);
  }

  private jobOptions(message: MailMessage) {
    return {
      // BullMQ adds nothing when a job with this id exists: a mail queued again by the relay stays one job.
      jobId: message.dedupeKey,
      attempts: this.config.MAIL_ATTEMPTS,
      backoff: { type: 'exponential' as const, delay: this.config.MAIL_BACKOFF_MS },
      removeOnComplete: { count: 1000 },
      removeOnFail: false,
    };
  }
}
