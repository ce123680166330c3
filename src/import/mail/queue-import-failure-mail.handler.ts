import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail.public';
import { ImportFailureMailRequestedEvent } from '../events/import-failure-mail-requested.event';

export const IMPORT_MAIL_REACTION = 'import-mail';

/** Queues the failure mail once per import; until it is delivered the relay queues it again. */
@EventsHandler(ImportFailureMailRequestedEvent)
export class QueueImportFailureMailHandler implements IEventHandler<ImportFailureMailRequestedEvent> {
  constructor(private readonly mails: MailQueue) {}

  handle(event: ImportFailureMailRequestedEvent): Promise<void> {
    return this.mails.queueReaction(event, IMPORT_MAIL_REACTION, [{ suffix: 'mail', message: event.mail }]);
  }
}
