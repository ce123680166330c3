/** A mail ready to send; templates (approval workflow) render into this before it is queued. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Why the mail exists, for the logs (e.g. "validation.requested"). */
  reason?: string;
  /**
   * Set for mails that come from the outbox: the job id, and the key under which the worker records the
   * delivery, so a mail queued twice (the api, then the relay) is sent once.
   */
  dedupeKey?: string;
}

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send-mail';
