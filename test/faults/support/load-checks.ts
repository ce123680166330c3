import type { SunkMail } from '../../../src/devstack/smtp-sink';
import { administratorAddresses, toolsPresent } from './catalogue';
import { mailsArrived } from './mails';
import { lostBookmarkWrites, type PortalLoad } from './portal-load';
import type { FaultStack } from './stack';

/** Who gets the load's mails: each administrator per submitted tool, the manager per accepted one. */
export interface LoadRecipients {
  admins: string[];
  manager: string;
}

export async function loadRecipients(stack: FaultStack): Promise<LoadRecipients> {
  const marc = await (await stack.db()).collection('users').findOne({ id_portal: 'marc.manager' });
  return { admins: await administratorAddresses(stack), manager: String(marc!.email) };
}

/** Every submitted title mailed to each administrator, and each accepted one to its manager, each once (or a copy within `copiesAllowed`). */
export async function expectMailsOnce(load: PortalLoad, recipients: LoadRecipients, prefix: string, copiesAllowed: number) {
  const submitted = load.submitted.filter((title) => !load.uncertain.has(title));
  const expected = submitted.length * recipients.admins.length + load.accepted.length;
  const titleOf = (mail: SunkMail) => submitted.find((candidate) => mail.subject.includes(candidate) || mail.text.includes(candidate));
  const arrived = await mailsArrived((mail) => mail.subject.includes(prefix) && !!titleOf(mail), expected, 90_000, 2_000);
  const groups = new Map<string, SunkMail[]>();
  for (const mail of arrived) {
    const title = titleOf(mail);
    const key = `${title}|${mail.to.join(',')}|${mail.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  const copies = [...groups.values()].reduce((sum, group) => sum + group.length - 1, 0);
  for (const title of submitted) for (const admin of recipients.admins) expect([...groups.keys()].some((key) => key.startsWith(`${title}|${admin}|`))).toBe(true);
  for (const title of load.accepted) expect([...groups.keys()].some((key) => key.startsWith(`${title}|${recipients.manager}|`))).toBe(true);
  expect(groups.size).toBe(expected);
  expect(copies).toBeLessThanOrEqual(copiesAllowed);
  return { expected, arrived: arrived.length, copies };
}

/** Every write the load saw acknowledged is in the database: each person's last bookmarks, each submitted tool once, each accepted one published. */
export async function expectWritesKept(stack: FaultStack, load: PortalLoad) {
  expect(await lostBookmarkWrites(stack, load)).toEqual([]);
  const submitted = load.submitted.filter((title) => !load.uncertain.has(title));
  expect(await toolsPresent(stack, submitted)).toEqual(Object.fromEntries(submitted.map((title) => [title, 1])));
  const db = await stack.db();
  const published = await db.collection('apps').countDocuments({ 'title.en': { $in: load.accepted }, is_published: true });
  expect(published).toBe(load.accepted.length);
}
