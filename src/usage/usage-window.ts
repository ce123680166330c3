import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { REDIS } from '../platform/queues/queues.module';
import { OpenCounter } from './open-counter';
import { withUsageLock } from './usage-lock';
import { UsageDays, windowStart, type ToolUsage } from './usage-days';
import { FULL_RELOAD_ABOVE, PUBLISH_BATCH, WRITTEN_IDS_KEPT_MS } from './usage.limits';

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

/** Sets (or, for '', removes) each tool's window and notes it changed, on Redis' clock; forgets old notes. */
const PUBLISH = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
for i = 2, #ARGV, 2 do
  if ARGV[i + 1] == '' then redis.call('HDEL', KEYS[1], ARGV[i]) else redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
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
   * Brings the read model up to date with `tool_open_days` (the worker, after each flush). The first
   * call loads the window from the database (slow on FerretDB at scale, once per worker process),
   * outside the lock; the changes since are then read and written under an owned lock, so two
   * workers never write an older value over a newer one.
   */
  async publish(now = Date.now()): Promise<void> {
    await this.days.since(windowStart(now));
    await withUsageLock(this.redis, this.key('lock'), undefined, async () => {
      const tools = await this.days.since(windowStart(now));
      const changed = this.days.takeChanged();
      const all = this.publishAll || changed.all || !(await this.redis.exists(this.key('meta')));
      const ids = all ? new Set([...tools.keys(), ...(await this.redis.hkeys(this.key('tools')))]) : changed.tools;
      this.publishAll = true; // until this publish has finished
      const list = [...ids];
      for (let at = 0; at < list.length; at += PUBLISH_BATCH) {
        const args = list.slice(at, at + PUBLISH_BATCH).flatMap((id) => {
          const usage = tools.get(id);
          return [id, usage ? JSON.stringify(toolWindowOf(usage)) : ''];
        });
        await this.redis.eval(PUBLISH, 2, this.key('tools'), this.key('changed'), String(WRITTEN_IDS_KEPT_MS), ...args);
      }
      // A new generation after writing every tool: readers holding an older one read everything again.
      if (all) await this.redis.set(this.key('meta'), randomUUID());
      this.publishAll = false;
      if (all) this.logger.log(`published the usage window of ${tools.size} tools`);
    });
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
