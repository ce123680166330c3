import { administratorAddresses, submitTool } from './support/catalogue';
import { clearMails, mailsArrived, mentioning } from './support/mails';
import { FaultStack, startStack } from './support/stack';

/**
 * Issue 18, the rows where mails were lost between the answer and the queue. They pass with the
 * durable outbox (issue 11 item 4, branch core): the intent to mail is written with the change and
 * a relay in the worker queues it once Redis and the database answer.
 */
// Enabled once the outbox is merged (see the branch faults' report).
describe.skip('faults: mails of acknowledged changes survive the api and the database dying (outbox)', () => {
  let stack: FaultStack;
  let admins: string[];

  beforeAll(async () => {
    stack = await startStack('mail-outbox', { seed: true });
    await stack.waitHealthy();
    admins = await administratorAddresses(stack);
  });
  afterAll(() => stack?.stop());
  beforeEach(() => clearMails());

  const expectOneEach = async (prefix: string, titles: string[]) => {
    const arrived = await mailsArrived(mentioning(prefix), titles.length * admins.length, 60_000);
    console.log(`${prefix}: mails expected ${titles.length * admins.length}, arrived ${arrived.length}`);
    for (const title of titles) expect(arrived.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
    expect(arrived).toHaveLength(titles.length * admins.length);
  };

  it('Redis down, then the api killed before Redis returns: every accepted tool’s mails arrive once', async () => {
    const marc = await stack.signIn('marc.manager');
    await stack.redis.kill();
    const titles = ['Api killed A', 'Api killed B', 'Api killed C'];
    const answers = [];
    for (const title of titles) answers.push(await submitTool(stack, marc, title));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    await stack.api.kill();
    await stack.redis.start();
    await stack.api.start();
    await expectOneEach('Api killed', titles);
  });

  it('Database killed within 1 s after an approval request was answered 201: its mails arrive once', async () => {
    const marc = await stack.signIn('marc.manager');
    const answer = await submitTool(stack, marc, 'Database killed right after');
    expect(answer.status).toBe(201);
    await stack.database.kill();
    await new Promise((r) => setTimeout(r, 3_000));
    await stack.database.start();
    await expectOneEach('Database killed right after', ['Database killed right after']);
  });
});
