import type { MailMessage } from '../../mail/mail.public';
import { DurableEvent } from '../../platform/outbox/durable-event';

/** A tool confirmed down (or up again): the mails to its managers, kept in the outbox until delivered. */
@DurableEvent('tool-status.ToolStatusMailRequested')
export class ToolStatusMailRequestedEvent {
  constructor(
    readonly toolId: string,
    readonly change: 'down' | 'up',
    readonly mails: MailMessage[],
  ) {}
}
