import type { Connection } from 'mongoose';
import type { AppConfig } from '../config/config.schema';
import { ConnectionWatchdog } from './connection-watchdog';

const config = { DATABASE_RECONNECT_AFTER_MS: 30_000, DATABASE_STUCK_AFTER_MS: 120_000, MONGO_URL: 'mongodb://127.0.0.1:1/x' } as AppConfig;

/** The watchdog with the database's answer and the reopening under the test's control. */
class Watched extends ConnectionWatchdog {
  reopened = 0;
  constructor(
    private readonly state: { readyState: number },
    public answers: boolean,
    private readonly reopenConnects: boolean,
  ) {
    super(state as unknown as Connection, config);
  }
  protected override async databaseAnswers() {
    return this.answers;
  }
  protected override async reopen() {
    this.reopened += 1;
    if (this.reopenConnects) this.state.readyState = 1;
  }
}

describe('the database connection watchdog', () => {
  it('opens a connection down for 30 s again when the database answers others, and then forgets it', async () => {
    const watched = new Watched({ readyState: 0 }, true, true);
    await watched.check(0);
    await watched.check(29_000);
    expect(watched.reopened).toBe(0);
    await watched.check(30_000);
    expect(watched.reopened).toBe(1);
    await watched.check(31_000);
    expect(watched.stuck(500_000)).toBe(false);
  });

  it('leaves a connection to a database that answers nobody alone: an outage, liveness stays up', async () => {
    const watched = new Watched({ readyState: 0 }, false, false);
    for (const at of [0, 30_000, 200_000, 400_000]) await watched.check(at);
    expect(watched.reopened).toBe(0);
    expect(watched.stuck(400_000)).toBe(false);
  });

  it('says stuck (liveness fails) 2 minutes after reopening did not bring it back while the database answers', async () => {
    const watched = new Watched({ readyState: 0 }, true, false);
    await watched.check(0);
    await watched.check(30_000);
    await watched.check(60_000);
    expect(watched.reopened).toBe(2);
    expect(watched.stuck(149_999)).toBe(false);
    expect(watched.stuck(150_000)).toBe(true);
    // The database stops answering: an outage again, not a stuck process.
    watched.answers = false;
    await watched.check(160_000);
    expect(watched.stuck(400_000)).toBe(false);
  });
});
