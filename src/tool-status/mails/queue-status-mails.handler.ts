import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue, queueOutboxMails } from '../../mail/mail.public';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolStatusMailRequestedEvent } from '../events/tool-status-mail-requested.event';

export const STATUS_MAIL_REACTION = 'tool-status-mail';

/** Queues a status change's mails once each (job ids from the outbox key and the address); the relay queues them again until delivered. */
@EventsHandler(ToolStatusMailRequestedEvent)
export class QueueStatusMailsHandler implements IEventHandler<ToolStatusMailRequestedEvent> {
  private readonly logger = new Logger(QueueStatusMailsHandler.name);

  constructor(
    private readonly mails: MailQueue,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: ToolStatusMailRequestedEvent) {
    await queueOutboxMails(this.mails, this.outbox, event, STATUS_MAIL_REACTION, event.mails).catch((error: Error) =>
      this.logger.error(`tool ${event.toolId}: the ${event.change} mails could not be queued yet: ${error.message}`),
    );
  }
}
