import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { AppConfig } from '../../platform/config/config.schema';
import { HostRate } from './host-rate';

/** Redis's INCR and EXPIRE as the budget uses them, shared by every worker. */
function fakeRedis(): Redis {
  const counts = new Map<string, number>();
  const multi = () => {
    let key = '';
    const chain = {
      incr: (name: string) => ((key = name), chain),
      expire: () => chain,
      exec: () => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return Promise.resolve([[null, counts.get(key)], [null, 1]]);
      },
    };
    return chain;
  };
  return { multi } as unknown as Redis;
}

describe('HostRate: checks are rate-limited per host', () => {
  const second = 1_800_000_000_000;

  beforeEach(() => jest.useFakeTimers({ now: second }));
  afterEach(() => jest.useRealTimers());

  it('starts at most the budget of checks a second on one host, the others the next second, and never delays another host', async () => {
    const redis = fakeRedis();
    const config = { STATUS_CHECKS_PER_HOST_PER_SECOND: 2 } as AppConfig;
    // Two workers share the budget through Redis.
    const [one, two] = [new HostRate(redis, { name: 'portal' } as Connection, config), new HostRate(redis, { name: 'portal' } as Connection, config)];
    const started: [string, number][] = [];
    const take = (rate: HostRate, host: string) => rate.take(host, 30_000).then(() => started.push([host, Date.now() - second]));
    const all = Promise.all([take(one, 'intranet.test'), take(two, 'intranet.test'), take(one, 'INTRANET.test'), take(two, 'intranet.test'), take(one, 'other.test')]);
    await jest.advanceTimersByTimeAsync(1_100);
    await all;
    const atOnce = started.filter(([, at]) => at < 1_000).map(([host]) => host);
    expect(atOnce.sort()).toEqual(['intranet.test', 'intranet.test', 'other.test']);
    expect(started.filter(([, at]) => at >= 1_000)).toHaveLength(2);
  });

  it('runs a check over the budget all the same once it has waited its share of the interval', async () => {
    const rate = new HostRate(fakeRedis(), { name: 'portal' } as Connection, { STATUS_CHECKS_PER_HOST_PER_SECOND: 1 } as AppConfig);
    await rate.take('intranet.test', 0);
    let done = false;
    void rate.take('intranet.test', 0).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
