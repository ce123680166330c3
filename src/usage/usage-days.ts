import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Model } from 'mongoose';
import { USAGE_WINDOW_DAYS } from '../contracts';
import { REDIS } from '../platform/queues/queues.module';
import { OpenCounter } from './open-counter';
import { ToolOpenDay } from './tool-open-day.schema';
import { FULL_RELOAD_ABOVE, REREAD_CONCURRENCY, WRITTEN_IDS_KEPT_MS } from './usage.limits';

const DAY_MS = 86_400_000;

/** One tool's opens on one day, as the Usage page reads them. */
interface DayCounts {
  tool: string;
  day: string;
  total: number;
  bySubsidiary: Record<string, number>;
  byLanguage: Record<string, number>;
}

/** One tool's opens over the days held, kept summed as documents come and go, so a call adds up tools, not documents. */
export interface ToolUsage {
  total: number;
  /** Opens by day, keyed by the day's number since 1970-01-01 (numbers add up faster than dates as text). */
  perDay: Map<number, number>;
  bySubsidiary: Map<string, number>;
  byLanguage: Map<string, number>;
}

/** `YYYY-MM-DD` (UTC) → days since 1970-01-01. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
/** Days since 1970-01-01 → `YYYY-MM-DD` (UTC). */
const dayOfNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** One tool's day documents as the worker keeps them in Redis: `[day number, total, by subsidiary, by language]`. */
export type ToolDays = [number, number, Record<string, number>, Record<string, number>][];

/** `YYYY-MM-DD` (UTC) of the first day of the window ending on `now`'s day. */
export function windowStart(now: number, days = USAGE_WINDOW_DAYS): string {
  return new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

const countsOf = (doc: ToolOpenDay): DayCounts => ({
  tool: String(doc.tool),
  day: doc.day,
  total: Number(doc.total) || 0,
  bySubsidiary: doc.by_subsidiary ?? {},
  byLanguage: doc.by_language ?? {},
});

/**
 * The last 90 days of `tool_open_days`, in memory on each api process (at 5,000 tools that is at
 * most 450,000 small entries) and summed per tool as they come and go, so the Usage page adds up at
 * most 5,000 tools' sums instead of scanning
 * the collection per call (FerretDB scans every filter but an `_id` equality). Loaded whole on first
 * use; then each call first re-reads, by `_id`, only the documents the worker noted as written since
 * the last call (`OpenCounter.writtenKey`, compared on Redis' clock), so a flushed open shows on the
 * next call. A reader idle longer than the note is kept, or facing more writes than FULL_RELOAD_ABOVE,
 * loads the window again.
 */
@Injectable()
export class UsageDays {
  private readonly logger = new Logger(UsageDays.name);
  private docs = new Map<string, DayCounts>();
  private tools = new Map<string, ToolUsage>();
  /** The window start the held documents were last cut to. */
  private cutFrom = '';
  /** Redis time (ms) up to which every noted write has been read; null before the first load. */
  private syncedAt: number | null = null;
  private syncing: Promise<void> | null = null;
  /** Tools whose sums changed since `takeChanged`, or all of them after a reload. */
  private changed = new Set<string>();
  private reloaded = true;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly counter: OpenCounter,
    @InjectModel(ToolOpenDay.name) private readonly days: Model<ToolOpenDay>,
  ) {}

  /** Each tool's opens from `from` (`YYYY-MM-DD`) on, every write noted before the call included. */
  async since(from: string): Promise<ReadonlyMap<string, ToolUsage>> {
    // Calls arriving together share one sync; a call arriving during a sync waits for the next one.
    this.syncing ??= this.sync().finally(() => (this.syncing = null));
    await this.syncing;
    if (from !== this.cutFrom) {
      // Once a day: the days that left the window leave the sums for good.
      for (const [id, counts] of this.docs) if (counts.day < from) this.remove(id, counts);
      this.cutFrom = from;
    }
    return this.tools;
  }

  /** The tools whose sums changed since the previous call (`all`: the window was loaded again, any may have). */
  takeChanged(): { all: boolean; tools: Set<string> } {
    const taken = { all: this.reloaded, tools: this.changed };
    this.changed = new Set();
    this.reloaded = false;
    return taken;
  }

  /** Forgets what is held: the next use reads the whole window (after the documents changed behind its back). */
  reset(): void {
    this.syncedAt = null;
  }

  /** Redis time (ms) up to which every noted write is held; null before the first load. */
  get syncedUpTo(): number | null {
    return this.syncedAt;
  }

  /** The day documents held for this tool (the worker's snapshot of it, `UsageWindow`). */
  daysOf(tool: string): ToolDays {
    const days: ToolDays = [];
    for (const day of this.tools.get(tool)?.perDay.keys() ?? []) {
      const counts = this.docs.get(`${tool}:${dayOfNumber(day)}`);
      if (counts) days.push([day, counts.total, counts.bySubsidiary, counts.byLanguage]);
    }
    return days;
  }

  /**
   * Holds a snapshot of the day documents, complete up to `syncedAt` (Redis time), instead of reading the
   * whole window from the database; then reads, by `_id`, every document noted as written since (all of
   * them, however many: each is one short read). Tools with days that left the window count as changed.
   */
  async restore(snapshot: Iterable<[string, ToolDays]>, syncedAt: number): Promise<void> {
    const now = await this.redisTime();
    this.docs = new Map();
    this.tools = new Map();
    this.cutFrom = windowStart(now);
    const cut = new Set<string>();
    for (const [tool, days] of snapshot) {
      for (const [day, total, bySubsidiary, byLanguage] of days) {
        const counts = { tool, day: dayOfNumber(day), total, bySubsidiary, byLanguage };
        if (counts.day < this.cutFrom) cut.add(tool);
        else this.put(counts, `${tool}:${counts.day}`);
      }
    }
    this.changed = cut;
    this.reloaded = false;
    await this.reread(await this.redis.zrangebyscore(this.counter.writtenKey(), syncedAt, '+inf'));
    this.syncedAt = now;
    this.logger.log(`restored ${this.docs.size} daily open counts from the usage read model`);
  }

  private put(counts: DayCounts, id: string) {
    const old = this.docs.get(id);
    if (old) this.remove(id, old);
    if (this.cutFrom && counts.day < this.cutFrom) return;
    this.docs.set(id, counts);
    this.add(counts, 1);
  }

  private remove(id: string, counts: DayCounts) {
    this.docs.delete(id);
    this.add(counts, -1);
  }

  private add(counts: DayCounts, sign: 1 | -1) {
    this.changed.add(counts.tool);
    let usage = this.tools.get(counts.tool);
    if (!usage) this.tools.set(counts.tool, (usage = { total: 0, perDay: new Map(), bySubsidiary: new Map(), byLanguage: new Map() }));
    const bump = <K,>(map: Map<K, number>, key: K, count: number) => {
      const next = (map.get(key) ?? 0) + sign * count;
      if (next) map.set(key, next);
      else map.delete(key);
    };
    usage.total += sign * counts.total;
    bump(usage.perDay, dayNumber(counts.day), counts.total);
    for (const [subsidiary, count] of Object.entries(counts.bySubsidiary)) bump(usage.bySubsidiary, subsidiary, Number(count) || 0);
    for (const [language, count] of Object.entries(counts.byLanguage)) bump(usage.byLanguage, language, Number(count) || 0);
    if (usage.total === 0 && usage.perDay.size === 0) this.tools.delete(counts.tool);
  }

  private async sync(): Promise<void> {
    const now = await this.redisTime();
    if (this.syncedAt === null || now - this.syncedAt > WRITTEN_IDS_KEPT_MS) return this.loadAll(now);
    const ids = await this.redis.zrangebyscore(this.counter.writtenKey(), this.syncedAt, '+inf');
    if (ids.length > FULL_RELOAD_ABOVE) return this.loadAll(now);
    await this.reread(ids);
    this.syncedAt = now;
  }

  /** These documents again, by `_id` (the one filter FerretDB does not scan for), a few at a time. */
  private async reread(ids: string[]): Promise<void> {
    for (let at = 0; at < ids.length; at += REREAD_CONCURRENCY) {
      const docs = await Promise.all(ids.slice(at, at + REREAD_CONCURRENCY).map((id) => this.days.findById(id).lean<ToolOpenDay>()));
      for (const doc of docs) if (doc) this.put(countsOf(doc), doc._id);
    }
  }

  private async loadAll(now: number): Promise<void> {
    const started = Date.now();
    const docs = await this.days.find({ day: { $gte: windowStart(now) } }).lean<ToolOpenDay[]>();
    this.docs = new Map();
    this.tools = new Map();
    this.cutFrom = windowStart(now);
    this.reloaded = true;
    for (const doc of docs) this.put(countsOf(doc), doc._id);
    this.syncedAt = now;
    this.logger.log(`loaded ${docs.length} daily open counts in ${Date.now() - started} ms`);
  }

  /** Redis' clock, the one the flusher scores its notes with. */
  private async redisTime(): Promise<number> {
    const [seconds, micros] = await this.redis.time();
    return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
  }
}
