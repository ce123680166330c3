import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../platform/config/config.schema';
import type { Outbox } from '../platform/outbox/outbox';
import type { MailDeliveries } from './mail-deliveries';
import type { MailMessage } from './mail-message';
import { MailProcessor } from './mail.processor';

type Delivery = { _id: string; message_id: string; attempted_at?: Date; sent_at?: Date };

/** The deliveries collection in memory, with the same two steps as MailDeliveries. */
function deliveriesInMemory() {
  const rows = new Map<string, Delivery>();
  const store = {
    rows,
    find: async (key: string) => rows.get(key) ?? null,
    attempting: async (key: string, messageId: string) => void rows.set(key, { ...rows.get(key), _id: key, message_id: messageId, attempted_at: new Date() }),
    refused: async (key: string) => void rows.set(key, { ...rows.get(key)!, attempted_at: undefined }),
    sent: async (key: string) => void rows.set(key, { ...rows.get(key)!, sent_at: new Date() }),
    allSent: async (keys: string[]) => keys.every((key) => !!rows.get(key)?.sent_at),
  };
  return store;
}

const job = (data: MailMessage, attemptsMade = 0) => ({ id: data.dedupeKey ?? '1', data, attemptsMade }) as unknown as Job<MailMessage>;
const ref = { key: 'validation.v1.requested', generation: 'g1' };
const mail = (key: string, mails = [key]): MailMessage => ({ to: `${key}@example.com`, subject: 'Request', text: '…', reason: 'validation-requested', dedupeKey: key, completes: { ref, reaction: 'mail', mails } });

describe('MailProcessor: each mail of the outbox sent once, a possible copy said and recognisable', () => {
  let sent: { messageId?: string; to?: unknown }[];
  let refuseNext: boolean;
  let deliveries: ReturnType<typeof deliveriesInMemory>;
  let done: string[];
  let warnings: string[];
  let processor: MailProcessor;

  beforeEach(() => {
    sent = [];
    refuseNext = false;
    done = [];
    warnings = [];
    deliveries = deliveriesInMemory();
    const transport = {
      sendMail: async (message: { messageId?: string; to?: unknown }) => {
        if (refuseNext) throw Object.assign(new Error('451 try later'), { responseCode: 451 });
        sent.push(message);
        return { messageId: message.messageId ?? '<random@host>' };
      },
    } as unknown as Transporter;
    const outbox = { markEntryDone: async (entry: typeof ref, reaction: string) => void done.push(`${entry.key}:${reaction}`) } as unknown as Outbox;
    processor = new MailProcessor(transport, { MAIL_FROM: 'Tool portal <no-reply@corp.example>' } as AppConfig, deliveries as unknown as MailDeliveries, outbox);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends with a Message-ID derived from the key, on every attempt the same', async () => {
    await processor.process(job(mail('o-abc')));
    expect(sent.map((m) => m.messageId)).toEqual(['<o-abc@corp.example>']);
  });

  it('reports the outbox reaction done only once its last mail is accepted', async () => {
    await processor.process(job(mail('o-a', ['o-a', 'o-b'])));
    expect(done).toEqual([]);
    await processor.process(job(mail('o-b', ['o-a', 'o-b'])));
    expect(done).toEqual(['validation.v1.requested:mail']);
  });

  it('sends again a mail whose attempt ended without an answer recorded (a kill), with a warning naming the key and the same Message-ID', async () => {
    await deliveries.attempting('o-killed', '<o-killed@corp.example>');
    await processor.process(job(mail('o-killed'), 1));
    expect(sent.map((m) => m.messageId)).toEqual(['<o-killed@corp.example>']);
    expect(warnings).toEqual([expect.stringMatching(/^mail o-killed \(validation-requested\) to o-killed@example.com may already have been sent/)]);
  });

  it('retries a mail the server refused without calling it a possible copy', async () => {
    refuseNext = true;
    await expect(processor.process(job(mail('o-refused')))).rejects.toThrow('451');
    refuseNext = false;
    warnings.length = 0;
    await processor.process(job(mail('o-refused'), 1));
    expect(sent).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('never sends again a mail whose acceptance is recorded, and still reports its reaction', async () => {
    await processor.process(job(mail('o-once')));
    await processor.process(job(mail('o-once'), 1));
    expect(sent).toHaveLength(1);
    expect(done).toEqual(['validation.v1.requested:mail', 'validation.v1.requested:mail']);
  });
});
