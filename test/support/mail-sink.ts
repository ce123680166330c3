import type { SunkMail } from '../../src/devstack/smtp-sink';

/** Reads the real mails the SMTP sink received (its HTTP side; see src/devstack/smtp-sink.ts). */
function sinkUrl(): string {
  const url = process.env.SMTP_SINK_URL;
  if (!url) throw new Error('SMTP_SINK_URL is not set: the tests need the SMTP sink of the dev stack');
  return url;
}

export async function clearMails() {
  await fetch(`${sinkUrl()}/messages`, { method: 'DELETE' });
}

export async function failNextMails(count: number) {
  await fetch(`${sinkUrl()}/fail-next?count=${count}`, { method: 'POST' });
}

export async function mails(): Promise<SunkMail[]> {
  return (await fetch(`${sinkUrl()}/messages`)).json() as Promise<SunkMail[]>;
}

export async function waitForMail(match: (mail: SunkMail) => boolean, timeoutMs = 10_000): Promise<SunkMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mails()).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the expected mail did not arrive at the SMTP sink');
}
