import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SunkMail } from '../../src/devstack/smtp-sink';
import { MAIL_CONCURRENCY } from '../../src/mail/mail.processor';
import { administratorAddresses, submitTool, toolsPresent } from './support/catalogue';
import { until } from './support/crash';
import { clearMails, failNextMails, mails, mailsArrived, mentioning } from './support/mails';
import { startStack, type FaultStack } from './support/stack';

/**
 * Issue 32, "mails doubled and mails lost": the worker killed (SIGKILL) in a burst of approval requests,
 * and Redis coming back without its data while mails wait for their retry. Counted in the real SMTP sink:
 * every mail arrives; a kill sends again at most the mails in flight (MAIL_CONCURRENCY), each copy with
 * the first one's Message-ID and a warning naming its key; a Redis that lost its data loses no mail.
 */
let stack: FaultStack;
let admins: string[];

beforeAll(async () => {
  // Retries 2 s apart, so mails do wait for their retry when Redis loses its data; a killed worker's
  // mails handed to the restarted one within seconds (production: 30 s).
  stack = await startStack('mail-once', { seed: true, env: { MAIL_BACKOFF_MS: '2000', MAIL_STALLED_AFTER_MS: '4000' } });
  admins = await administratorAddresses(stack);
}, 240_000);
afterAll(() => stack?.stop(), 60_000);
beforeEach(() => clearMails());

/** Twenty approval requests answered 201 while the worker is down: their mails wait in the queue. */
async function burstOf20(prefix: string): Promise<string[]> {
  const marc = await stack.signIn('marc.manager');
  await stack.worker.kill();
  const titles = Array.from({ length: 20 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
  for (const title of titles) expect((await submitTool(stack, marc, title)).status).toBe(201);
  return titles;
}

/** The mails of these titles, grouped by title and recipient: each group must hold one mail, copies share one Message-ID. */
function copiesOf(arrived: SunkMail[], titles: string[]) {
  const groups = new Map<string, SunkMail[]>();
  for (const mail of arrived) {
    const title = titles.find((candidate) => mentioning(candidate)(mail));
    const key = `${title}|${mail.to.join(',')}`;
    groups.set(key, [...(groups.get(key) ?? []), mail]);
  }
  const doubled = [...groups.values()].filter((group) => group.length > 1);
  return { groups, doubled, copies: doubled.reduce((sum, group) => sum + group.length - 1, 0) };
}

/** Every title's request mailed to every administrator, copies within the bound, each copy recognisable and logged. */
function expectEveryMailOnceOrACopyWithinBound(arrived: SunkMail[], titles: string[]) {
  const { groups, doubled, copies } = copiesOf(arrived, titles);
  for (const title of titles) for (const admin of admins) expect(groups.get(`${title}|${admin}`)?.length ?? 0).toBeGreaterThanOrEqual(1);
  expect(groups.size).toBe(titles.length * admins.length);
  expect(copies).toBeLessThanOrEqual(MAIL_CONCURRENCY);
  for (const group of doubled) expect(new Set(group.map((mail) => mail.messageId)).size).toBe(1);
  // Distinct mails carry distinct Message-IDs.
  expect(new Set([...groups.values()].map((group) => group[0].messageId)).size).toBe(groups.size);
  const warned = stack.worker.output.match(/may already have been sent/g)?.length ?? 0;
  expect(warned).toBeGreaterThanOrEqual(copies);
  return copies;
}

describe('faults: the worker killed during a burst of 20 approval requests', () => {
  it('killed (SIGKILL) after 8 mails arrived: every mail arrives, copies at most the mails in flight, each with its Message-ID and a warning', async () => {
    const titles = await burstOf20('Burst kill');
    const expected = titles.length * admins.length;
    await stack.worker.start();
    const ours = async () => (await mails()).filter(mentioning('Burst kill'));
    const deadline = Date.now() + 60_000;
    while ((await ours()).length < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await stack.worker.kill();
    const atKill = (await ours()).length;
    await stack.worker.start();

    const arrived = await mailsArrived(mentioning('Burst kill'), expected, 120_000, 3_000);
    const copies = expectEveryMailOnceOrACopyWithinBound(arrived, titles);
    console.log(`Worker killed after ${atKill} of ${expected} mails had arrived: ${arrived.length} arrived, ${copies} copies (bound ${MAIL_CONCURRENCY})`);
    expect(await toolsPresent(stack, titles)).toEqual(Object.fromEntries(titles.map((title) => [title, 1])));
  }, 240_000);

  it('killed right after the SMTP server accepted a mail, before it was recorded: that mail comes twice at most, same Message-ID, its key in a warning', async () => {
    const titles = await burstOf20('Burst accept');
    const expected = titles.length * admins.length;
    writeFileSync(stack.workerFaultSwitch, 'mail.after-accept');
    try {
      await stack.worker.start();
      expect(await until(async () => !stack.worker.running, 60_000)).toBe(true);
    } finally {
      rmSync(stack.workerFaultSwitch, { force: true });
    }
    expect(stack.worker.output).toContain('FAULT_EXIT_AT=mail.after-accept');
    const atKill = (await mails()).filter(mentioning('Burst accept')).length;
    await stack.worker.start();

    // The mail whose acceptance the kill cut off goes out again once BullMQ finds its job stalled: the warning
    // names its key. Waited for first: every mail may already be in the sink before that retry.
    await stack.worker.waitForOutput(/mail o-[0-9a-f]{32} \(validation-requested\) to \S+ may already have been sent/, 120_000);
    const arrived = await mailsArrived(mentioning('Burst accept'), expected, 120_000, 3_000);
    const copies = expectEveryMailOnceOrACopyWithinBound(arrived, titles);
    console.log(`Worker killed right after an acceptance (${atKill} of ${expected} mails arrived): ${arrived.length} arrived, ${copies} copies (bound ${MAIL_CONCURRENCY})`);
  }, 240_000);
});

describe('faults: Redis comes back without its data while mails wait for their retry', () => {
  it('every mail of the 3 requests arrives, exactly once: their outbox entries stayed until delivery', async () => {
    await stack.waitHealthy();
    const marc = await stack.signIn('marc.manager');
    await failNextMails(3 * admins.length);
    const titles = ['Wiped wait A', 'Wiped wait B', 'Wiped wait C'];
    for (const title of titles) expect((await submitTool(stack, marc, title)).status).toBe(201);
    // Each first delivery is refused; the jobs wait 2 s for their retry, in Redis only.
    await new Promise((r) => setTimeout(r, 1_200));
    const db = await stack.db();
    const waiting = await db.collection('outbox').countDocuments({ type: 'approvals.ValidationRequested', 'payload.tool.title.en': { $in: titles } });
    expect(waiting).toBe(3);

    await stack.redis.kill();
    rmSync(join(stack.dir, 'redis'), { recursive: true, force: true });
    mkdirSync(join(stack.dir, 'redis'));
    await stack.redis.start();

    const arrived = await mailsArrived(mentioning('Wiped wait'), titles.length * admins.length, 90_000, 3_000);
    console.log(`Redis wiped with ${titles.length * admins.length} mails waiting: ${arrived.length} arrived`);
    for (const title of titles) expect(arrived.filter(mentioning(title)).map((mail) => mail.to.join()).sort()).toEqual([...admins].sort());
    expect(arrived).toHaveLength(titles.length * admins.length);
    expect(await until(async () => (await db.collection('outbox').countDocuments({ 'payload.tool.title.en': { $in: titles } })) === 0, 30_000)).toBe(true);
  }, 180_000);
});
