import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { MAIL_TRANSPORT } from '../platform/mail/mail-transport.module';
import { MAIL_QUEUE, MailMessage } from './mail-message';

/** Runs in the worker only. Throwing makes BullMQ retry the job with its backoff. */
@Processor(MAIL_QUEUE, { concurrency: 4 })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: Transporter) {
    super();
  }

  async process(job: Job<MailMessage>) {
    const { to, subject, text, html } = job.data;
    try {
      const info = await this.transport.sendMail({ to, subject, text, html });
      this.logger.log(`mail ${job.id} (${job.data.reason ?? 'mail'}) sent: ${info.messageId}`);
      return { messageId: info.messageId };
    } catch (error) {
      this.logger.warn(`mail ${job.id} attempt ${job.attemptsMade + 1} failed: ${(error as Error).message}`);
      throw error;
    }
  }
}
