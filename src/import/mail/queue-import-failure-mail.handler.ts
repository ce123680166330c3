import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { MailQueue } from '../../mail/mail.public';
import { ImportFailureMailRequestedEvent } from '../events/import-failure-mail-requested.event';

export const IMPORT_MAIL_REACTION = 'import-mail';

/** Queues the failure mail once per import; until it is delivered the relay queues it again. */
@EventsHandler(ImportFailureMailRequestedEvent)
export class QueueImportFailureMailHandler implements IEventHandler<ImportFailureMailRequestedEvent> {
  private readonly logger = new Logger(QueueImportFailureMailHandler.name);

  constructor(private readonly mails: MailQueue) {}

  async handle(event: ImportFailureMailRequestedEvent) {
    try {
      await this.mails.enqueueForReaction(event, IMPORT_MAIL_REACTION, [{ suffix: 'mail', message: event.mail }]);
    } catch (error) {
      this.logger.error(`import ${event.jobId}: the failure mail could not be queued yet: ${(error as Error).message}`);
    }
  }
}
