import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail.public';
import { originOf } from '../../platform/outbox/durable-event';
import { ACCESS_MAIL_EVENTS } from '../events/access-events';

export const ACCESS_MAIL_REACTION = 'access-mail';

type WithMails = InstanceType<(typeof ACCESS_MAIL_EVENTS)[number]>;

/** Queues an access event's mails once each; the relay queues them again until delivered. */
@EventsHandler(...ACCESS_MAIL_EVENTS)
export class QueueAccessMailsHandler implements IEventHandler<WithMails> {
  private readonly logger = new Logger(QueueAccessMailsHandler.name);

  constructor(private readonly mails: MailQueue) {}

  async handle(event: WithMails) {
    try {
      await this.mails.enqueueForReaction(event, ACCESS_MAIL_REACTION, event.mails.map((message) => ({ suffix: String(message.to).toLowerCase(), message })));
    } catch (error) {
      this.logger.error(`${originOf(event)?.key ?? 'an access event'}: mails not queued yet: ${(error as Error).message}`);
    }
  }
}
