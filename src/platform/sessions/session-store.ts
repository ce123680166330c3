import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../queues/queues.module';
import { countSessionOpened, countSessionsEnded } from '../metrics/metrics';

/** What the server keeps about a signed-in browser; the browser holds only the random id. */
interface StoredSession {
  loginId: string;
  createdAt: number;
}

/** A session as the request sees it: the stored data and the id the cookie carried. */
export interface ActiveSession extends StoredSession {
  id: string;
}

/**
 * Server-side sessions in Redis, shared by every api instance. A session is one key holding JSON,
 * whose expiry is pushed back by every use (the idle timeout) and which is refused past its absolute
 * lifetime. A set per login id lists that person's sessions, so an administrator (or an import that
 * disabled the account) can end them all. Keys carry the database name, like the directory cache,
 * so test runs sharing one Redis never see each other's sessions.
 */
/** How many sessions an instance remembers for a Redis outage (the most recently used). */
const REMEMBERED_SESSIONS = 10_000;

@Injectable()
export class SessionStore {
  /**
   * The sessions this instance served last, with when it last saw each in Redis. While Redis is
   * unreachable (a restart, a failover), a session seen within its idle timeout keeps working on the
   * instance that served it; nothing new can be opened or ended until Redis is back.
   */
  private readonly remembered = new Map<string, { stored: StoredSession; seenAt: number }>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private get prefix() {
    return `portal:${this.connection.name}:session`;
  }
  private sessionKey = (id: string) => `${this.prefix}:id:${id}`;
  private loginKey = (loginId: string) => `${this.prefix}:of:${loginId}`;
  private get idleMs() {
    return this.config.SESSION_IDLE_TIMEOUT_SECONDS * 1000;
  }
  private get lifetimeMs() {
    return this.config.SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000;
  }

  /** Opens a session under a fresh random id (256 bits) and returns the id. */
  async create(data: Omit<StoredSession, 'createdAt'>): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const stored: StoredSession = { ...data, createdAt: Date.now() };
    await this.redis
      .multi()
      .set(this.sessionKey(id), JSON.stringify(stored), 'PX', Math.min(this.idleMs, this.lifetimeMs))
      .sadd(this.loginKey(data.loginId), id)
      .pexpire(this.loginKey(data.loginId), this.lifetimeMs)
      .exec();
    this.remember(id, stored);
    countSessionOpened();
    return id;
  }

  /**
   * The session behind `id`, its idle deadline pushed back in the same command (one GETEX per
   * request); null when unknown, idle too long (Redis dropped it) or past its absolute lifetime.
   */
  async touch(id: string): Promise<ActiveSession | null> {
    if (!isSessionId(id)) return null;
    let text: string | null;
    try {
      text = await this.redis.getex(this.sessionKey(id), 'PX', this.idleMs);
    } catch (error) {
      const known = this.remembered.get(id);
      const now = Date.now();
      if (known && now - known.seenAt < this.idleMs && now - known.stored.createdAt < this.lifetimeMs) return { ...known.stored, id };
      throw error;
    }
    if (!text) {
      this.remembered.delete(id);
      return null;
    }
    const stored = JSON.parse(text) as StoredSession;
    if (Date.now() - stored.createdAt >= this.lifetimeMs) {
      await this.destroy(id, stored.loginId);
      return null;
    }
    this.remember(id, stored);
    return { ...stored, id };
  }

  /**
   * The login id this instance last saw behind `id` (a session's login never changes), so the caller's
   * principal can be asked for together with the session itself. Says nothing of whether it is live.
   */
  knownLoginOf(id: string): string | undefined {
    return this.remembered.get(id)?.stored.loginId;
  }

  private remember(id: string, stored: StoredSession) {
    this.remembered.delete(id); // re-inserted last: the Map's order is the use order
    this.remembered.set(id, { stored, seenAt: Date.now() });
    if (this.remembered.size > REMEMBERED_SESSIONS) this.remembered.delete(this.remembered.keys().next().value!);
  }

  async destroy(id: string, loginId?: string): Promise<void> {
    if (!isSessionId(id)) return;
    this.remembered.delete(id);
    const multi = this.redis.multi().del(this.sessionKey(id));
    if (loginId) multi.srem(this.loginKey(loginId), id);
    const [[, deleted] = [null, 0]] = (await multi.exec()) ?? [];
    countSessionsEnded('sign_out', Number(deleted));
  }

  /** Ends every session of this person, on every instance at once; returns how many were live. */
  async destroyAllOf(loginId: string): Promise<number> {
    for (const [id, { stored }] of this.remembered) if (stored.loginId === loginId) this.remembered.delete(id);
    const ids = await this.redis.smembers(this.loginKey(loginId));
    if (ids.length === 0) return 0;
    const results = await this.redis.multi().del(...ids.map(this.sessionKey)).del(this.loginKey(loginId)).exec();
    const ended = Number(results?.[0]?.[1] ?? 0);
    countSessionsEnded('ended_for_person', ended);
    return ended;
  }

  /** Login ids that may hold a live session (people who signed in within the absolute lifetime). */
  async loginIdsWithSessions(): Promise<string[]> {
    const found = new Set<string>();
    const pattern = `${this.loginKey('')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      for (const key of keys) found.add(key.slice(pattern.length - 1));
      cursor = next;
    } while (cursor !== '0');
    return [...found];
  }
}

/** Our ids are 43 base64url characters; anything else is refused before it reaches Redis. */
export function isSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
