import type { OutboxRef } from '../platform/outbox/durable-event';

/** A mail ready to send; templates (approval workflow) render into this before it is queued. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Why the mail exists, for the logs (e.g. "validation.requested"). */
  reason?: string;
  /**
   * Set for mails that come from the outbox: the job id, the key under which the worker records the
   * delivery (so a mail queued twice, by the api then the relay, is sent once), and the mail's Message-ID.
   */
  dedupeKey?: string;
  /** The outbox reaction this mail is part of: done once every mail it lists is accepted by the SMTP server. */
  completes?: MailReaction;
}

/** An outbox entry's reaction that sends mails, and the dedupe keys of all its mails. */
export interface MailReaction {
  ref: OutboxRef;
  reaction: string;
  mails: string[];
}

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send-mail';

/**
 * The Message-ID of a mail with a dedupe key: the same on every attempt, so that mail systems and people
 * can recognise a second copy (a retry after a kill) as the same message. The domain is MAIL_FROM's.
 */
export function messageIdOf(dedupeKey: string, mailFrom: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'portal.local';
  return `<${dedupeKey}@${domain}>`;
}
