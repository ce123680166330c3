import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { MAIL_QUEUE, MailMessage, SEND_MAIL_JOB } from './mail-message';

/**
 * Puts mails on the BullMQ queue; the worker sends them. A mail that keeps failing is retried with
 * exponential backoff and, once its attempts are spent, stays in the failed set: never lost silently.
 */
@Injectable()
export class MailQueue {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async enqueue(message: MailMessage): Promise<string> {
    const job = await this.queue.add(SEND_MAIL_JOB, message, {
      attempts: this.config.MAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.config.MAIL_BACKOFF_MS },
      removeOnComplete: { count: 1000 },
      removeOnFail: false,
    });
    return job.id!;
  }
}
