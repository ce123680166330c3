import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue, queueOutboxMails } from '../../mail/mail.public';
import { originOf } from '../../platform/outbox/durable-event';
import { Outbox } from '../../platform/outbox/outbox';
import { ACCESS_MAIL_EVENTS } from '../events/access-events';

export const ACCESS_MAIL_REACTION = 'access-mail';

type WithMails = InstanceType<(typeof ACCESS_MAIL_EVENTS)[number]>;

/** Queues an access event's mails once each; the relay queues them again until delivered. */
@EventsHandler(...ACCESS_MAIL_EVENTS)
export class QueueAccessMailsHandler implements IEventHandler<WithMails> {
  private readonly logger = new Logger(QueueAccessMailsHandler.name);

  constructor(
    private readonly mails: MailQueue,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: WithMails) {
    if (!event.mails.length) return;
    await queueOutboxMails(this.mails, this.outbox, event, ACCESS_MAIL_REACTION, event.mails).catch((error: Error) =>
      this.logger.error(`${originOf(event)?.key ?? 'an access event'}: mails not queued yet: ${error.message}`),
    );
  }
}
