import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Connection, Model } from 'mongoose';
import { ANNOUNCEMENT_LIMITS, audienceReaches, type AnnouncementAudience, type AnnouncementKind, type Translated } from '../contracts';
import { REDIS } from '../platform/queues/queues.module';
import { logRedisOutages } from '../platform/queues/redis-outage-log';
import { Announcement } from './announcement.schema';

/** A missed message cannot leave an instance stale for longer than this. */
const BOARD_SAFETY_RELOAD_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One announcement as the board holds it. */
export interface BoardEntry {
  id: string;
  kind: AnnouncementKind;
  title: Translated;
  body: Translated;
  audience: AnnouncementAudience;
  startsAt: number;
  endsAt: number;
  tools: string[];
}

/** Who a person is, for the board. */
export interface BoardReader {
  subsidiaryId: string | null;
  groups: readonly string[];
  language: string;
}

/**
 * The announcements current or recent (ended less than 30 days ago), in memory on each api instance and
 * indexed by audience, so a person's announcements cost a few map lookups and never a query. Each one is
 * filed under its narrowest list: its groups when it names any, else its subsidiaries, else its languages,
 * else "everyone"; a person's candidates are those under "everyone", their subsidiary, their language and
 * each of their groups, then checked against the whole audience and the time window.
 * Reloaded whole (the collection is small) after every write, on the others' news through Redis, and
 * every minute. It is the module's store of announcements: the handlers write through its model
 * (`board.announcements`), then call `changed()`.
 */
@Injectable()
export class AnnouncementBoard implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AnnouncementBoard.name);
  private readonly origin = randomUUID();
  private everyone: BoardEntry[] = [];
  private byGroup = new Map<string, BoardEntry[]>();
  private bySubsidiary = new Map<string, BoardEntry[]>();
  private byLanguage = new Map<string, BoardEntry[]>();
  private loading: Promise<void> | null = null;
  private loaded = false;
  private subscriber?: Redis;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Announcement.name) readonly announcements: Model<Announcement>,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private channel(): string {
    return `portal:${this.connection.name}:announcements-changed`;
  }

  async onApplicationBootstrap() {
    this.timer = setInterval(() => void this.reload().catch((err: Error) => this.logger.warn(`safety reload failed: ${err.message}`)), BOARD_SAFETY_RELOAD_MS);
    this.timer.unref();
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
    this.subscriber = subscriber;
    let connectedOnce = false;
    subscriber.on('ready', () => {
      if (connectedOnce) void this.reload().catch(() => undefined);
      connectedOnce = true;
    });
    logRedisOutages(subscriber, this.logger, 'announcements subscriber');
    subscriber.on('message', (_channel: string, origin: string) => {
      if (origin !== this.origin) void this.reload().catch((err: Error) => this.logger.warn(`reload failed: ${err.message}`));
    });
    await subscriber.subscribe(this.channel()).catch((err: Error) => this.logger.warn(`cannot subscribe to announcement changes: ${err.message}`));
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
    this.subscriber?.disconnect();
  }

  /** After a write of this instance: reload here, then tell the others. */
  async changed(): Promise<void> {
    await this.reload();
    await this.redis.publish(this.channel(), this.origin).catch((err: Error) => this.logger.warn(`cannot publish announcement change: ${err.message}`));
  }

  /** The person's announcements, current and recent (not those to come), newest start first. */
  async forReader(reader: BoardReader, now = Date.now()): Promise<BoardEntry[]> {
    if (!this.loaded) await this.reload();
    const candidates = new Set<BoardEntry>(this.everyone);
    const add = (entries: BoardEntry[] | undefined) => entries?.forEach((entry) => candidates.add(entry));
    if (reader.subsidiaryId) add(this.bySubsidiary.get(reader.subsidiaryId));
    add(this.byLanguage.get(reader.language));
    for (const group of reader.groups) add(this.byGroup.get(group));
    const since = now - ANNOUNCEMENT_LIMITS.recentDays * DAY_MS;
    return [...candidates]
      .filter((entry) => entry.startsAt <= now && entry.endsAt > since && audienceReaches(entry.audience, reader))
      .sort((a, b) => b.startsAt - a.startsAt || (a.id < b.id ? 1 : -1));
  }

  /** Reads the collection again; concurrent calls share one read. */
  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load() {
    const since = new Date(Date.now() - ANNOUNCEMENT_LIMITS.recentDays * DAY_MS);
    const docs = await this.announcements.find({ endsAt: { $gt: since } }).lean();
    const everyone: BoardEntry[] = [];
    const byGroup = new Map<string, BoardEntry[]>();
    const bySubsidiary = new Map<string, BoardEntry[]>();
    const byLanguage = new Map<string, BoardEntry[]>();
    const file = (map: Map<string, BoardEntry[]>, keys: readonly string[], entry: BoardEntry) => keys.forEach((key) => map.set(key, [...(map.get(key) ?? []), entry]));
    for (const doc of docs) {
      const audience = { subsidiaries: doc.audience?.subsidiaries ?? [], groups: doc.audience?.groups ?? [], languages: doc.audience?.languages ?? [], toolViewers: !!doc.audience?.toolViewers };
      const entry: BoardEntry = {
        id: String(doc._id),
        kind: doc.kind,
        title: doc.title,
        body: doc.body,
        audience,
        startsAt: new Date(doc.startsAt).getTime(),
        endsAt: new Date(doc.endsAt).getTime(),
        tools: doc.tools ?? [],
      };
      if (audience.groups.length) file(byGroup, audience.groups, entry);
      else if (audience.subsidiaries.length) file(bySubsidiary, audience.subsidiaries, entry);
      else if (audience.languages.length) file(byLanguage, audience.languages, entry);
      else everyone.push(entry);
    }
    Object.assign(this, { everyone, byGroup, bySubsidiary, byLanguage, loaded: true });
  }
}
