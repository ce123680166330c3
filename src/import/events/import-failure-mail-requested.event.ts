import type { MailMessage } from '../../mail/mail.public';
import { DurableEvent } from '../../platform/outbox/durable-event';

/** A failed import's report, to mail to the notification addresses; kept in the outbox until queued. */
@DurableEvent('import.ImportFailureMailRequested')
export class ImportFailureMailRequestedEvent {
  constructor(
    readonly jobId: string,
    readonly mail: MailMessage,
  ) {}
}
