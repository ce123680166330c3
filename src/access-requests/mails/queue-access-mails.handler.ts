import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail.public';
import { jobIdOf, originOf } from '../../platform/outbox/durable-event';
import { Outbox } from '../../platform/outbox/outbox';
import { ACCESS_MAIL_EVENTS } from '../events/access-events';

export const ACCESS_MAIL_REACTION = 'access-mail';

type WithMails = InstanceType<(typeof ACCESS_MAIL_EVENTS)[number]>;

/** Queues an access event's mails once each (job ids from the outbox key and the address); the relay queues them again until delivered. */
@EventsHandler(...ACCESS_MAIL_EVENTS)
export class QueueAccessMailsHandler implements IEventHandler<WithMails> {
  private readonly logger = new Logger(QueueAccessMailsHandler.name);

  constructor(
    private readonly mails: MailQueue,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: WithMails) {
    const origin = originOf(event);
    if (!event.mails.length) return;
    try {
      if (!origin) {
        await this.mails.enqueueMany(event.mails);
        return;
      }
      const keys = event.mails.map((mail) => jobIdOf(origin.key, String(mail.to).toLowerCase()));
      const completes = { ref: { key: origin.key, generation: origin.generation }, reaction: ACCESS_MAIL_REACTION, mails: keys };
      await this.mails.enqueueMany(event.mails.map((mail, index) => ({ ...mail, dedupeKey: keys[index], completes })));
      if (await this.mails.delivered(keys)) await this.outbox.markDone(event, ACCESS_MAIL_REACTION);
    } catch (error) {
      this.logger.error(`${origin?.key ?? 'an access event'}: mails not queued yet: ${(error as Error).message}`);
    }
  }
}
