import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail.public';
import { ToolStatusMailRequestedEvent } from '../events/tool-status-mail-requested.event';

export const STATUS_MAIL_REACTION = 'tool-status-mail';

/** Queues a status change's mails once each (one per address); the relay queues them again until delivered. */
@EventsHandler(ToolStatusMailRequestedEvent)
export class QueueStatusMailsHandler implements IEventHandler<ToolStatusMailRequestedEvent> {
  private readonly logger = new Logger(QueueStatusMailsHandler.name);

  constructor(private readonly mails: MailQueue) {}

  async handle(event: ToolStatusMailRequestedEvent) {
    try {
      await this.mails.enqueueForReaction(event, STATUS_MAIL_REACTION, event.mails.map((message) => ({ suffix: String(message.to).toLowerCase(), message })));
    } catch (error) {
      this.logger.error(`tool ${event.toolId}: the ${event.change} mails could not be queued yet: ${(error as Error).message}`);
    }
  }
}
