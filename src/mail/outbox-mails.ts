import { jobIdOf, originOf } from '../platform/outbox/durable-event';
import type { Outbox } from '../platform/outbox/outbox';
import type { MailMessage } from './mail-message';
import type { MailQueue } from './mail.queue';

/**
 * Queues the finished mails an outbox event carries, once each: the job id, delivery record and Message-ID
 * come from the event's key and the address, so the relay's redelivery adds nothing. The reaction is
 * marked done once the worker has delivered them all (until then the relay queues them again). An event
 * published without the outbox just queues its mails.
 */
export async function queueOutboxMails(queue: MailQueue, outbox: Outbox, event: object, reaction: string, messages: MailMessage[]): Promise<void> {
  const origin = originOf(event);
  if (!origin) {
    await queue.enqueueMany(messages);
    return;
  }
  const keys = messages.map((mail) => jobIdOf(origin.key, String(mail.to).toLowerCase()));
  const completes = { ref: { key: origin.key, generation: origin.generation }, reaction, mails: keys };
  await queue.enqueueMany(messages.map((mail, index) => ({ ...mail, dedupeKey: keys[index], completes })));
  if (await queue.delivered(keys)) await outbox.markDone(event, reaction);
}
