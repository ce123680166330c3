import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail.public';
import { ACCESS_MAIL_EVENTS } from '../events/access-events';

export const ACCESS_MAIL_REACTION = 'access-mail';

type WithMails = InstanceType<(typeof ACCESS_MAIL_EVENTS)[number]>;

/** Queues an access event's mails once each (one per address); the relay queues them again until delivered. */
@EventsHandler(...ACCESS_MAIL_EVENTS)
export class QueueAccessMailsHandler implements IEventHandler<WithMails> {
  constructor(private readonly mails: MailQueue) {}

  handle(event: WithMails): Promise<void> {
    return this.mails.queueReaction(event, ACCESS_MAIL_REACTION, event.mails.map((message) => ({ suffix: String(message.to).toLowerCase(), message })));
  }
}
