import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { MailQueue } from '../../mail/mail.public';
import { jobIdOf, originOf } from '../../platform/outbox/durable-event';
import { Outbox } from '../../platform/outbox/outbox';
import { ImportFailureMailRequestedEvent } from '../events/import-failure-mail-requested.event';

export const IMPORT_MAIL_REACTION = 'import-mail';

/** Queues the failure mail once per import (the job id derives from the outbox key); until it is delivered the relay queues it again. */
@EventsHandler(ImportFailureMailRequestedEvent)
export class QueueImportFailureMailHandler implements IEventHandler<ImportFailureMailRequestedEvent> {
  private readonly logger = new Logger(QueueImportFailureMailHandler.name);

  constructor(
    private readonly mails: MailQueue,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: ImportFailureMailRequestedEvent) {
    const origin = originOf(event);
    try {
      if (!origin) {
        await this.mails.enqueue(event.mail);
        return;
      }
      const dedupeKey = jobIdOf(origin.key, 'mail');
      const completes = { ref: { key: origin.key, generation: origin.generation }, reaction: IMPORT_MAIL_REACTION, mails: [dedupeKey] };
      await this.mails.enqueue({ ...event.mail, dedupeKey, completes });
      // Done once the worker delivered it (it reports then); until then the relay queues it again.
      if (await this.mails.delivered([dedupeKey])) await this.outbox.markDone(event, IMPORT_MAIL_REACTION);
    } catch (error) {
      this.logger.error(`import ${event.jobId}: the failure mail could not be queued yet: ${(error as Error).message}`);
    }
  }
}
