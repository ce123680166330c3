import { administratorAddresses, submitTool, toolsPresent } from '../support/catalogue';
import { clearMails, failNextMails, mailsArrived, mentioning } from '../support/mails';
import { approvalBreaches } from '../support/invariants';
import type { FaultStack } from '../support/stack';
import { everyPartUp } from './stack-ready';

/**
 * Issue 18, the rows where mails were lost: each acknowledged change's mails arrive exactly once,
 * counted in the sink. Redis keeps waiting retries (appendonly); the durable outbox (issue 11,
 * src/platform/outbox) keeps what was answered 2xx but not yet queued when the api or the database died.
 */
export function describeMailLoss(stackOf: () => FaultStack): void {
  describe('faults: mails of acknowledged changes survive Redis, the api and the database dying', () => {
    let stack: FaultStack;
    let admins: string[];

    beforeAll(async () => {
      // Retries 2 s apart, so mails do wait for their retry when Redis dies.
      stack = stackOf();
      await everyPartUp(stack, { MAIL_BACKOFF_MS: '2000' });
      admins = await administratorAddresses(stack);
    });
    beforeEach(() => clearMails());

    const expectOneEach = async (prefix: string, titles: string[]) => {
      const arrived = await mailsArrived(mentioning(prefix), titles.length * admins.length, 60_000);
      console.log(`${prefix}: mails expected ${titles.length * admins.length}, arrived ${arrived.length}`);
      for (const title of titles) expect(arrived.filter(mentioning(title)).map((m) => m.to.join()).sort()).toEqual([...admins].sort());
      expect(await toolsPresent(stack, titles)).toEqual(Object.fromEntries(titles.map((title) => [title, 1])));
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

    it('Tools against approvals after all of the above: 0 inconsistent', async () => {
      const breaches = await approvalBreaches(stack);
      console.log(`Tools against approvals: ${breaches.length} inconsistent`);
      expect(breaches).toEqual([]);
    });
  });
}
