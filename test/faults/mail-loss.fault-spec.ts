import { administratorAddresses, submitTool } from './support/catalogue';
import { clearMails, failNextMails, mailsArrived, mentioning } from './support/mails';
import { FaultStack, startStack } from './support/stack';

/** Issue 18, the rows where mails were lost: each acknowledged change's mails arrive exactly once. */
describe('faults: mails of acknowledged changes survive Redis, the api and the database dying', () => {
  let stack: FaultStack;
  let admins: string[];

  beforeAll(async () => {
    // Retries 2 s apart, so mails do wait for their retry when Redis dies.
    stack = await startStack('mail-loss', { seed: true, env: { MAIL_BACKOFF_MS: '2000' } });
    await stack.waitHealthy();
    admins = await administratorAddresses(stack);
  });
  afterAll(() => stack?.stop());
  beforeEach(() => clearMails());

  const expectOneEach = async (prefix: string, titles: string[]) => {
    const arrived = await mailsArrived(mentioning(prefix), titles.length * admins.length, 90_000);
    console.log(`${prefix}: mails expected ${titles.length * admins.length}, arrived ${arrived.length}`);
    for (const title of titles) expect(arrived.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
    expect(arrived).toHaveLength(titles.length * admins.length);
  };

  it('Redis restarted (kill -9) while 3 mails wait for their retry: all 3 arrive once', async () => {
    const marc = await stack.signIn('marc.manager');
    await failNextMails(3 * admins.length);
    const titles = ['Retry wait A', 'Retry wait B', 'Retry wait C'];
    for (const title of titles) expect((await submitTool(stack, marc, title)).status).toBe(201);
    // Each first delivery is refused; the jobs now wait 2 s for their retry, in Redis.
    await new Promise((r) => setTimeout(r, 1_200));
    await stack.redis.kill();
    await stack.redis.start();
    await expectOneEach('Retry wait', titles);
  });
});
