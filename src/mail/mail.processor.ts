import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { faultPoint } from '../platform/faults/fault-point';
import { MAIL_TRANSPORT } from '../platform/mail/mail-transport.module';
import { Outbox } from '../platform/outbox/outbox';
import { MailDeliveries } from './mail-deliveries';
import { MAIL_QUEUE, MailMessage, messageIdOf } from './mail-message';
import { processTuning } from '../platform/config/process-tuning';

/** Mails sent at once by one worker: also the most a killed worker can send twice (see below). */
export const MAIL_CONCURRENCY = 4;
/**
 * BullMQ's job lock and stalled-job check (its default, 30 s): a killed worker's mails go to the next
 * worker within one to two of these. MAIL_STALLED_AFTER_MS shortens it for the fault suite.
 */
const STALLED_AFTER_MS = processTuning().MAIL_STALLED_AFTER_MS;

/**
 * Runs in the worker only. Throwing makes BullMQ retry the job with its backoff. A mail with a dedupe key
 * is sent once, with a Message-ID derived from the key: the attempt is recorded before the SMTP
 * transaction and the acceptance the moment the server answers it, before anything else. So a worker
 * killed mid-delivery can send again only the mails whose acceptance had just arrived, at most
 * MAIL_CONCURRENCY, and their retry logs a warning naming the key (the copy carries the same
 * Message-ID). A job for a recorded key (queued again after Redis lost its data, or after the job was
 * cleaned up) is skipped. When the mail is part of an outbox reaction, the reaction is reported done
 * once all its mails are accepted: until then the outbox entry stays, and the relay queues them again.
 */
@Processor(MAIL_QUEUE, { concurrency: MAIL_CONCURRENCY, lockDuration: STALLED_AFTER_MS, stalledInterval: STALLED_AFTER_MS })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: Transporter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deliveries: MailDeliveries,
    private readonly outbox: Outbox,
  ) {
    super();
  }

  async process(job: Job<MailMessage>) {
    const { to, subject, text, html, dedupeKey, reason = 'mail' } = job.data;
    if (!dedupeKey) return { messageId: await this.send(job, { to, subject, text, html }) };
    const messageId = messageIdOf(dedupeKey, this.config.MAIL_FROM);
    const delivery = await this.deliveries.find(dedupeKey);
    if (delivery?.sent_at) {
      this.logger.log(`mail ${dedupeKey} (${reason}) already delivered as ${delivery.message_id}; not sent again`);
      await this.complete(job.data);
      return { messageId: delivery.message_id, duplicate: true };
    }
    if (delivery?.attempted_at) {
      this.logger.warn(
        `mail ${dedupeKey} (${reason}) to ${String(to)} may already have been sent: an attempt started at ${delivery.attempted_at.toISOString()} ended without an answer recorded; sending it again with the same Message-ID ${messageId}`,
      );
    }
    await this.deliveries.attempting(dedupeKey, messageId);
    try {
      await this.send(job, { to, subject, text, html, messageId });
    } catch (error) {
      // The server answered a refusal: nothing was sent, the retry is no possible copy.
      if ((error as { responseCode?: number }).responseCode) await this.deliveries.refused(dedupeKey).catch(() => undefined);
      throw error;
    }
    faultPoint('mail.after-accept');
    await this.deliveries.sent(dedupeKey).catch((error: Error) => {
      // The mail is sent: a failure to record it must not make BullMQ send it again.
      this.logger.error(`mail ${dedupeKey} sent but its delivery could not be recorded: ${error.message}`);
    });
    this.logger.log(`mail ${job.id} (${reason}) sent: ${messageId}`);
    await this.complete(job.data);
    return { messageId };
  }

  private async send(job: Job<MailMessage>, mail: Parameters<Transporter['sendMail']>[0]): Promise<string> {
    try {
      return (await this.transport.sendMail(mail)).messageId as string;
    } catch (error) {
      this.logger.warn(`mail ${job.id} attempt ${job.attemptsMade + 1} failed: ${(error as Error).message}`);
      throw error;
    }
  }

  /** Reports the outbox reaction done when this was its last mail to be accepted. */
  private async complete({ completes }: MailMessage): Promise<void> {
    if (!completes) return;
    try {
      if (await this.deliveries.allSent(completes.mails)) await this.outbox.markEntryDone(completes.ref, completes.reaction);
    } catch (error) {
      // The entry stays: the relay delivers it again, and the mails already sent are skipped.
      this.logger.warn(`mail reaction of ${completes.ref.key}: ${(error as Error).message}`);
    }
  }
}
