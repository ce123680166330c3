import { administratorAddresses, submitTool } from './support/catalogue';
import { clearMails, failNextMails, mailsArrived, mentioning } from './support/mails';
import { FaultStack, startStack } from './support/stack';

/** Issue 18, rows 1 and 2: Redis down while the api stays up, and an SMTP server refusing deliveries. */
describe('faults: Redis and SMTP outages with every process of the product running', () => {
  let stack: FaultStack;
  let admins: string[];

  beforeAll(async () => {
    stack = await startStack('queue-outages', { seed: true });
    await stack.waitHealthy();
    admins = await administratorAddresses(stack);
  });
  afterAll(() => stack?.stop());
  beforeEach(() => clearMails());

  it('Redis down for 15 s while a manager submits 3 tools: all accepted, every approval mail arrives once', async () => {
    const marc = await stack.signIn('marc.manager');
    await stack.redis.kill();
    const titles = ['Redis outage A', 'Redis outage B', 'Redis outage C'];
    const answers = [];
    for (const title of titles) answers.push(await submitTool(stack, marc, title));
    await new Promise((r) => setTimeout(r, 15_000 - answers.reduce((sum, a) => sum + a.ms, 0)));
    await stack.redis.start();

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const arrived = await mailsArrived(mentioning('Redis outage'), titles.length * admins.length, 60_000);
    console.log(`Redis down 15 s: answers ${answers.map((a) => `${a.status} in ${a.ms} ms`).join(', ')}; mails expected ${titles.length * admins.length}, arrived ${arrived.length}`);
    for (const title of titles) expect(arrived.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
  });

  it('SMTP refusing the next 9 deliveries: every mail delivered exactly once after the retries', async () => {
    const marc = await stack.signIn('marc.manager');
    await failNextMails(9);
    const titles = ['SMTP refusal A', 'SMTP refusal B', 'SMTP refusal C'];
    for (const title of titles) expect((await submitTool(stack, marc, title)).status).toBe(201);

    const arrived = await mailsArrived(mentioning('SMTP refusal'), titles.length * admins.length, 60_000);
    console.log(`SMTP refusing 9: mails expected ${titles.length * admins.length}, arrived ${arrived.length}`);
    for (const title of titles) expect(arrived.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
  });
});
