import { describeDatabaseDown } from './outages/database-down';
import { describeHealth } from './outages/health';
import { describeMailLoss } from './outages/mail-loss';
import { describeQueueOutages } from './outages/queue-outages';
import { FaultStack, startStack } from './support/stack';

/**
 * Issue 18's outages on one stack, one after the other: Redis and SMTP outages, the mails of
 * acknowledged changes surviving Redis, the api and the database dying, the database down, and
 * /api/health telling the truth. Each part begins with every process up and healthy
 * (./outages/stack-ready.ts; the mail-loss part restarts the api and the worker with mails retried
 * 2 s apart). Each part's tools and mails carry titles of its own, so none counts in another part.
 * Health comes last: it wipes Redis's data, kills the worker and the sink.
 */
let stack: FaultStack;

beforeAll(async () => {
  stack = await startStack('outages', {
    seed: true,
    env: {
      // A heartbeat every 2 s, silent after 8 s (production: 5 s and 20 s), so a dead worker shows sooner (health).
      WORKER_HEARTBEAT_MS: '2000',
      WORKER_SILENT_AFTER_MS: '8000',
      // The index refreshes Redis could not take, caught up every 2 s (production: 30 s).
      INDEX_CATCH_UP_EVERY_MS: '2000',
    },
  });
}, 240_000);
afterAll(() => stack?.stop(), 60_000);

const current = () => stack;

// Issue 32 §6: a start with every service up logs no failed attempt and no outage (each used to).
it('starts quietly: no failed build of the directory index, no Redis client reporting an outage', () => {
  for (const part of [stack.api, stack.worker]) {
    expect(part.output).toMatch(/api listening|worker started/);
    expect(part.output).not.toMatch(/building the directory index failed|Redis does not answer/);
  }
});
describeQueueOutages(current);
describeMailLoss(current);
describeDatabaseDown(current);
describeHealth(current);
