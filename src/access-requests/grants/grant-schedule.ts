import { Injectable } from '@nestjs/common';
import { longRunning } from '../../platform/database/database-timeouts';
import { AccessGrant } from '../access-request.schema';
import { RedisReadModel } from '../redis-read-model';
import { AccessStore } from '../access-store';

export type Timed = Pick<AccessGrant, 'ends_at' | 'warn_at'> & { _id: string };
type Built = Timed & Pick<AccessGrant, 'warned' | 'state'>;

/** An entry of the schedule: a grant and the end it was filed for (an extension files a new one; the old one is dropped when read). */
export interface ScheduleEntry {
  member: string;
  grantId: string;
  endsAt: number;
}

const memberOf = (grantId: string, endsAt: Date) => `${grantId}|${endsAt.getTime()}`;

function entryOf(member: string): ScheduleEntry {
  const cut = member.lastIndexOf('|');
  return { member, grantId: member.slice(0, cut), endsAt: Number(member.slice(cut + 1)) };
}

/**
 * The grants' schedule, a Redis read model the expiry job reads instead of querying `access_grants`
 * (FerretDB filters every query but a pure `_id` read document by document: the job's searches of 10,000
 * grants took minutes, bench/README.md). Two sorted sets of `<grant>|<end>`: `due` scored by the end,
 * `warn` by the seven-day warning. A grant's end is filed before the grant is written, and taken out after
 * the job settled it (ended, warned), so a crash leaves an entry too many, never one too few: the job reads
 * each entry's grant by `_id` and drops the entries whose grant no longer has that end or state. The model
 * is built from the database when its `built` key is missing (a new database, or Redis lost its data); the
 * job waits for that build.
 */
@Injectable()
export class GrantSchedule extends RedisReadModel<'due' | 'warn'> {
  constructor(private readonly store: AccessStore) {
    super('access-grant-schedule', 'access grant schedule');
  }

  /** Files a grant's end (and its warning, unless already sent); a grant without an end is not filed. */
  async file(grant: Timed & { warned?: boolean }): Promise<void> {
    if (!grant.ends_at) return;
    const member = memberOf(grant._id, grant.ends_at);
    const multi = this.redis.multi().zadd(this.key('due'), grant.ends_at.getTime(), member);
    if (grant.warn_at && !grant.warned) multi.zadd(this.key('warn'), grant.warn_at.getTime(), member);
    await multi.exec();
  }

  /** The entries due at `now` (ended, or to be warned), oldest first, at most `count`. */
  async due(list: 'due' | 'warn', now: Date, count: number): Promise<ScheduleEntry[]> {
    await this.ready();
    const members = await this.redis.zrangebyscore(this.key(list), '-inf', now.getTime(), 'LIMIT', 0, count);
    return members.map(entryOf);
  }

  async drop(list: 'due' | 'warn', entries: ScheduleEntry[]): Promise<void> {
    if (entries.length) await this.redis.zrem(this.key(list), ...entries.map((entry) => entry.member));
  }

  protected async fill(): Promise<number> {
    let filed = 0;
    const cursor = this.store.grants.find({ state: { $ne: 'ended' } }, { ends_at: 1, warn_at: 1, warned: 1, state: 1 }).lean<Built[]>().batchSize(1000).setOptions(longRunning(120_000)).cursor();
    for await (const grant of cursor as AsyncIterable<Built>) {
      // An `ending` grant (a pass cut short) is due at once, whatever its end: the job settles it.
      if (grant.state === 'ending') await this.redis.zadd(this.key('due'), 0, memberOf(grant._id, grant.ends_at ?? new Date(0)));
      else await this.file(grant);
      filed++;
    }
    return filed;
  }
}
