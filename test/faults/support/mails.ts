import type { SunkMail } from '../../../src/devstack/smtp-sink';
import { mails } from '../../support/mail-sink';
import { phase } from './phase-timing';

export { clearMails, failNextMails, mails } from '../../support/mail-sink';

/**
 * Waits until `expected` mails match, then `settleMs` more, and returns every match: a test
 * asserts the count is exactly `expected`, so a duplicate sent late is caught too.
 */
export async function mailsArrived(match: (mail: SunkMail) => boolean, expected: number, timeoutMs = 30_000, settleMs = 1_500): Promise<SunkMail[]> {
  return phase(`${expected} mails`, async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (await mails()).filter(match).length < expected) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, settleMs));
    return (await mails()).filter(match);
  });
}

/** Mails whose subject or text names `needle` (e.g. a tool title unique to the test). */
export const mentioning = (needle: string) => (mail: SunkMail) => mail.subject.includes(needle) || mail.text.includes(needle);
