import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { MailQueue } from '../../mail/mail.public';
import { jobIdOf, originOf } from '../../platform/outbox/durable-event';
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
    const origin = originOf(event);
    try {
      if (!origin) {
        await this.mails.enqueueMany(event.mails);
        return;
      }
      const keys = event.mails.map((mail) => jobIdOf(origin.key, String(mail.to).toLowerCase()));
      const completes = { ref: { key: origin.key, generation: origin.generation }, reaction: STATUS_MAIL_REACTION, mails: keys };
      await this.mails.enqueueMany(event.mails.map((mail, index) => ({ ...mail, dedupeKey: keys[index], completes })));
      if (await this.mails.delivered(keys)) await this.outbox.markDone(event, STATUS_MAIL_REACTION);
    } catch (error) {
      this.logger.error(`tool ${event.toolId}: the ${event.change} mails could not be queued yet: ${(error as Error).message}`);
    }
  }
}
