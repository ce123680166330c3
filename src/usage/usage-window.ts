import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS } from '../platform/queues/queues.module';
import { OpenCounter } from './open-counter';
import { withUsageLock } from './usage-lock';
import { UsageDays, windowStart, type ToolDays, type ToolUsage } from './usage-days';
import { FULL_RELOAD_ABOVE, PUBLISH_BATCH, RESTORE_BATCH, WRITTEN_IDS_KEPT_MS } from './usage.limits';

/**
 * One tool's opens over the window, as the Usage page reads them: opens per day from `firstDay`
 * (days since 1970-01-01) on, and the window's opens by the openers' subsidiary and language.
 */
export interface ToolWindow {
  firstDay: number;
  perDay: number[];
  bySubsidiary: Record<string, number>;
  byLanguage: Record<string, number>;
}

export function toolWindowOf(usage: ToolUsage): ToolWindow {
  const days = [...usage.perDay.keys()];
  const firstDay = days.length ? Math.min(...days) : 0;
  const perDay = new Array<number>(days.length ? Math.max(...days) - firstDay + 1 : 0).fill(0);
  for (const [day, count] of usage.perDay) perDay[day - firstDay] = count;
  return { firstDay, perDay, bySubsidiary: Object.fromEntries(usage.bySubsidiary), byLanguage: Object.fromEntries(usage.byLanguage) };
}

/**
 * Sets (or, for '', removes) each tool's window and its day documents (the worker's snapshot), and notes
 * the tool changed, on Redis' clock; forgets old notes. ARGV: notes' age, then (tool, window, days) triples.
 */
const PUBLISH = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
for i = 2, #ARGV, 3 do
  if ARGV[i + 1] == '' then
    redis.call('HDEL', KEYS[1], ARGV[i])
    redis.call('HDEL', KEYS[3], ARGV[i])
  else
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
    redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 2])
  end
  redis.call('ZADD', KEYS[2], ms, ARGV[i])
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ms - tonumber(ARGV[1]))
return ms`;

const redisMs = ([seconds, micros]: [string, string]) => Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);

/**
 * The Usage page's read model in Redis: each tool's opens over the window (a hash, one compact JSON
 * value per tool), derived from `tool_open_days` by the one process that writes them (the worker's
 * flusher: `publish`), so an api reads a few megabytes from Redis on its first call instead of
 * scanning 90 days of documents, and afterwards only the tools noted as changed.
 *
 * Derived, never incremented: each published value is the tool's sum as `UsageDays` read it from the
 * day documents, so a crash at any step leaves at worst an older value, replaced on the next publish
 * (a process's first publish, and any publish finding the read model gone, writes every tool).
 */
@Injectable()
export class UsageWindow {
  private readonly logger = new Logger(UsageWindow.name);
  /** The next publish writes every tool (first publish of this process, or after a failed one). */
  private publishAll = true;

  // Reader side (api): the tools' windows held, and the Redis time up to which changes were read.
  private held = new Map<string, ToolWindow>();
  private generation: string | null = null;
  private syncedAt: number | null = null;
  private syncing: Promise<boolean> | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly counter: OpenCounter,
    private readonly days: UsageDays,
  ) {}

  private key(part: string) {
    return `${this.counter.pendingKey().replace(/:pending$/, '')}:window:${part}`;
  }

  /**
   * Brings the read model up to date with `tool_open_days` (the worker, after each flush). A worker's
   * first call starts from the snapshot of the day documents published with the windows, and reads
   * from the database only the documents written since; only without a usable snapshot (a new
   * installation, Redis lost its data, a worker stopped longer than the writes' notes are kept) does it
   * read the whole window (a scan, slow on FerretDB at scale). Outside the lock; the changes since are
   * then read and written under an owned lock, so two workers never write an older value over a newer one.
   */
  async publish(now = Date.now()): Promise<void> {
    if (this.days.syncedUpTo === null) await this.restoreDays();
    await this.days.since(windowStart(now));
    await withUsageLock(this.redis, this.key('lock'), undefined, async () => {
      const tools = await this.days.since(windowStart(now));
      const syncedAt = this.days.syncedUpTo;
      const changed = this.days.takeChanged();
      const all = this.publishAll || changed.all || !(await this.redis.exists(this.key('meta')));
      const ids = all ? new Set([...tools.keys(), ...(await this.redis.hkeys(this.key('tools')))]) : changed.tools;
      this.publishAll = true; // until this publish has finished
      const list = [...ids];
      for (let at = 0; at < list.length; at += PUBLISH_BATCH) {
        const args = list.slice(at, at + PUBLISH_BATCH).flatMap((id) => {
          const usage = tools.get(id);
          return usage ? [id, JSON.stringify(toolWindowOf(usage)), JSON.stringify(this.days.daysOf(id))] : [id, '', ''];
        });
        await this.redis.eval(PUBLISH, 3, this.key('tools'), this.key('changed'), this.key('days'), String(WRITTEN_IDS_KEPT_MS), ...args);
      }
      // A new generation after writing every tool: readers holding an older one read everything again.
      if (all) await this.redis.set(this.key('meta'), randomUUID());
      // Every document noted before this time is in the snapshot: a worker starting later reads only those after.
      if (syncedAt !== null) await this.redis.set(this.key('days-synced'), String(syncedAt));
      this.publishAll = false;
      if (all) this.logger.log(`published the usage window of ${tools.size} tools`);
    });
  }

  /**
   * Loads `UsageDays` from the published snapshot when there is one recent enough (its documents noted
   * as written since are still noted); leaves it empty otherwise, for a full read. Read in slices
   * (HSCAN), so no reply holds the whole snapshot.
   */
  private async restoreDays(): Promise<void> {
    const [[, time], [, generation], [, synced]] = (await this.redis.multi().time().get(this.key('meta')).get(this.key('days-synced')).exec()) as [
      [null, [string, string]],
      [null, string | null],
      [null, string | null],
    ];
    const syncedAt = Number(synced);
    if (!generation || !synced || !Number.isFinite(syncedAt) || redisMs(time) - syncedAt > WRITTEN_IDS_KEPT_MS) return;
    const started = Date.now();
    const snapshot: [string, ToolDays][] = [];
    let cursor = '0';
    do {
      const [next, fields] = await this.redis.hscan(this.key('days'), cursor, 'COUNT', RESTORE_BATCH);
      for (let i = 0; i < fields.length; i += 2) snapshot.push([fields[i], JSON.parse(fields[i + 1]) as ToolDays]);
      cursor = next;
    } while (cursor !== '0');
    // The first publish still writes every tool's window (from memory, seconds at 5,000 tools): a window
    // left wrong by a publish stopped half way is written again at each start.
    await this.days.restore(snapshot, syncedAt);
    this.logger.log(`usage read model: ${snapshot.length} tools restored from the snapshot in ${Date.now() - started} ms`);
  }

  /**
   * Each tool's window as last published, changes noted before the call included; null while no
   * worker has published it (a new installation, or Redis lost its data): the caller then reads the
   * day documents itself.
   */
  async read(): Promise<ReadonlyMap<string, ToolWindow> | null> {
    // Calls arriving together share one sync.
    this.syncing ??= this.sync().finally(() => (this.syncing = null));
    return (await this.syncing) ? this.held : null;
  }

  private async sync(): Promise<boolean> {
    const [[, time], [, generation]] = (await this.redis.multi().time().get(this.key('meta')).exec()) as [[null, [string, string]], [null, string | null]];
    if (!generation) return false;
    const now = redisMs(time);
    if (generation === this.generation && this.syncedAt !== null && now - this.syncedAt <= WRITTEN_IDS_KEPT_MS) {
      const ids = await this.redis.zrangebyscore(this.key('changed'), this.syncedAt, '+inf');
      if (ids.length <= FULL_RELOAD_ABOVE) {
        const values = ids.length ? await this.redis.hmget(this.key('tools'), ...ids) : [];
        ids.forEach((id, n) => (values[n] ? this.held.set(id, JSON.parse(values[n]!) as ToolWindow) : this.held.delete(id)));
        this.syncedAt = now;
        return true;
      }
    }
    // Everything, on the same clock as the changes' notes (one transaction: no change falls between).
    const [[, at], [, all]] = (await this.redis.multi().time().hgetall(this.key('tools')).exec()) as [[null, [string, string]], [null, Record<string, string>]];
    this.held = new Map(Object.entries(all).map(([id, value]) => [id, JSON.parse(value) as ToolWindow]));
    this.generation = generation;
    this.syncedAt = redisMs(at);
    return true;
  }
}
