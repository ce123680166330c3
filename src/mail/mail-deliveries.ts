import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';

/** One mail with a dedupe key: when an attempt to send it started, and when the SMTP server accepted it. */
interface MailDelivery {
  _id: string;
  message_id: string;
  /** Set before the SMTP transaction; still set without `sent_at` after a kill: the mail may have been sent. */
  attempted_at?: Date;
  sent_at?: Date;
}

const MAIL_DELIVERIES = 'mail_deliveries';

/**
 * The mail module's own collection of deliveries, by dedupe key. A delivery is written in two steps around
 * the SMTP transaction, so that a process killed in between leaves a trace: the next attempt knows the mail
 * may already have been sent, and says so.
 */
@Injectable()
export class MailDeliveries {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get deliveries(): Collection<MailDelivery> {
    return this.connection.collection<MailDelivery>(MAIL_DELIVERIES);
  }

  find(key: string): Promise<MailDelivery | null> {
    return this.deliveries.findOne({ _id: key });
  }

  async attempting(key: string, messageId: string): Promise<void> {
    await this.deliveries.updateOne({ _id: key }, { $set: { message_id: messageId, attempted_at: new Date() } }, { upsert: true });
  }

  /** The SMTP server answered a refusal: this attempt sent nothing. */
  async refused(key: string): Promise<void> {
    await this.deliveries.updateOne({ _id: key }, { $unset: { attempted_at: '' } });
  }

  async sent(key: string): Promise<void> {
    await this.deliveries.updateOne({ _id: key }, { $set: { sent_at: new Date() } }, { upsert: true });
  }

  /** Has every one of these mails been accepted by the SMTP server? (True for none.) */
  async allSent(keys: string[]): Promise<boolean> {
    if (!keys.length) return true;
    return (await this.deliveries.countDocuments({ _id: { $in: keys }, sent_at: { $exists: true } })) === new Set(keys).size;
  }
}
