import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Job } from 'bullmq';
import type { Connection } from 'mongoose';
import type { Transporter } from 'nodemailer';
import { MAIL_TRANSPORT } from '../platform/mail/mail-transport.module';
import { MAIL_QUEUE, MailMessage } from './mail-message';

/** One delivered mail, by its dedupe key: the mail module's own collection. */
interface MailDelivery {
  _id: string;
  message_id: string;
  sent_at: Date;
}

const MAIL_DELIVERIES = 'mail_deliveries';

/**
 * Runs in the worker only. Throwing makes BullMQ retry the job with its backoff. A mail with a dedupe
 * key is sent once: its delivery is recorded after the SMTP server accepted it, and a job for a
 * recorded key (queued again after Redis lost its data, or after the job was cleaned up) is skipped.
 */
@Processor(MAIL_QUEUE, { concurrency: 4 })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter,
    @InjectConnection() private readonly connection: Connection,
  ) {
    super();
  }

  private get deliveries() {
    return this.connection.collection<MailDelivery>(MAIL_DELIVERIES);
  }

  async process(job: Job<MailMessage>) {
    const { to, subject, text, html, dedupeKey } = job.data;
    if (dedupeKey) {
      const delivered = await this.deliveries.findOne({ _id: dedupeKey });
      if (delivered) {
        this.logger.log(`mail ${job.id} (${job.data.reason ?? 'mail'}) already delivered as ${delivered.message_id}; not sent again`);
        return { messageId: delivered.message_id, duplicate: true };
      }
    }
    let messageId: string;
    try {
      const info = await this.transport.sendMail({ to, subject, text, html });
      messageId = info.messageId;
    } catch (error) {
      this.logger.warn(`mail ${job.id} attempt ${job.attemptsMade + 1} failed: ${(error as Error).message}`);
      throw error;
    }
    this.logger.log(`mail ${job.id} (${job.data.reason ?? 'mail'}) sent: ${messageId}`);
    if (dedupeKey) {
      await this.deliveries.insertOne({ _id: dedupeKey, message_id: messageId, sent_at: new Date() }).catch((error: Error & { code?: number }) => {
        // The mail is sent: a failure to record it must not make BullMQ send it again.
        if (error.code !== 11000) this.logger.error(`mail ${job.id} sent but its delivery could not be recorded: ${error.message}`);
      });
    }
    return { messageId };
  }
}
