import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { Principal } from '../platform/auth/principal';
import { REDIS } from '../platform/queues/queues.module';

/** How long a resolved caller (or a wall viewer) is trusted without asking the database again. */
const DIRECTORY_CACHE_TTL_SECONDS = 60;
/** While the database is down, the last answer it gave (kept this long, dropped by every write to the user) is served instead. */
const LAST_KNOWN_TTL_SECONDS = 3600;
const LAST = ':last';

/** The SCIM lookup maps (rememberLookups). */
/** The SCIM lookup maps (rememberLookups); `group-guid` names a group by the guid people's groups (`services`) hold. */
export type ProvisioningLookup = 'login' | 'external' | 'group-title' | 'group-external' | 'group-guid';

/** What the wall needs to know about a user, as stored in the directory. */
export interface CachedViewerRecord {
  _id: string;
  hermes_id?: string;
  services: string[];
  subsidiary: { _id: string; name?: string } | null;
}

/**
 * The directory's small caches in Redis, shared by every api instance so one DEL invalidates them
 * everywhere: the principal per login id, the wall viewer per user id (both with a short TTL), and
 * the login id → user _id map that lets a cold miss read the user by _id (FerretDB pushes a pure
 * `_id` equality down to SQLite; a login-id lookup scans every user). Keys carry the database name,
 * so test files (one database each) and benches sharing a Redis never see each other's entries.
 * Redis being down never fails a request: every method degrades to "not cached".
 */
@Injectable()
export class DirectoryCache {
  private readonly logger = new Logger(DirectoryCache.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** `portal:<database>:dir`, the root of every directory read-model key. */
  namespace(): string {
    return `portal:${this.connection.name}:dir`;
  }

  private principalKey = (loginId: string) => `${this.namespace()}:principal:${loginId}`;
  private viewerKey = (userId: string) => `${this.namespace()}:viewer:${userId}`;
  private loginMapKey = () => `${this.namespace()}:login`;
  private userLoginKey = () => `${this.namespace()}:user-login`;
  private lookupKey = (map: ProvisioningLookup) => `${this.namespace()}:lookup:${map}`;

  async principal(loginId: string): Promise<Principal | null> {
    return this.readJson<Principal>(this.principalKey(loginId));
  }

  async rememberPrincipal(principal: Principal): Promise<void> {
    await this.safely(async () => {
      const text = JSON.stringify(principal);
      const multi = this.redis
        .multi()
        .set(this.principalKey(principal.loginId), text, 'EX', DIRECTORY_CACHE_TTL_SECONDS)
        .set(this.principalKey(principal.loginId) + LAST, text, 'EX', LAST_KNOWN_TTL_SECONDS);
      if (principal.userId) multi.hset(this.userLoginKey(), principal.userId, principal.loginId);
      await multi.exec();
    });
  }

  async viewer(userId: string): Promise<CachedViewerRecord | null> {
    return this.readJson<CachedViewerRecord>(this.viewerKey(userId));
  }

  async rememberViewer(record: CachedViewerRecord): Promise<void> {
    const text = JSON.stringify(record);
    await this.safely(() =>
      this.redis.multi().set(this.viewerKey(record._id), text, 'EX', DIRECTORY_CACHE_TTL_SECONDS).set(this.viewerKey(record._id) + LAST, text, 'EX', LAST_KNOWN_TTL_SECONDS).exec(),
    );
  }

  /** The caller as the database last described them: served only while the database does not answer. */
  lastKnownPrincipal(loginId: string): Promise<Principal | null> {
    return this.readJson<Principal>(this.principalKey(loginId) + LAST);
  }

  lastKnownViewer(userId: string): Promise<CachedViewerRecord | null> {
    return this.readJson<CachedViewerRecord>(this.viewerKey(userId) + LAST);
  }

  /** Forget what is cached about these users (call after any write to them), on every instance at once. */
  async invalidateUsers(userIds: readonly string[], loginIds: readonly string[] = []): Promise<void> {
    if (userIds.length === 0 && loginIds.length === 0) return;
    await this.safely(async () => {
      const known = userIds.length ? await this.redis.hmget(this.userLoginKey(), ...userIds) : [];
      const logins = new Set([...loginIds, ...known.filter((login): login is string => !!login)]);
      const keys = [...userIds.map(this.viewerKey), ...[...logins].map(this.principalKey)].flatMap((key) => [key, key + LAST]);
      if (keys.length) await this.redis.del(...keys);
    });
  }

  async userIdOfLogin(loginId: string): Promise<string | null> {
    return (await this.safely(() => this.redis.hget(this.loginMapKey(), loginId))) ?? null;
  }

  async rememberLogins(entries: readonly { loginId: string; userId: string }[]): Promise<void> {
    if (entries.length === 0) return;
    await this.safely(() =>
      this.redis
        .multi()
        .hset(this.loginMapKey(), Object.fromEntries(entries.map((e) => [e.loginId, e.userId])))
        .hset(this.lookupKey('login'), Object.fromEntries(entries.map((e) => [e.loginId.toLowerCase(), e.userId])))
        .exec(),
    );
  }

  /**
   * The SCIM lookups (`userName eq`, `externalId eq`, a group's `displayName eq`): key → `_id`, written
   * wherever the login map is (each write of a person or group through the index, and its builds), so
   * a lookup is one HGET and one read by `_id` instead of a scan of the directory. An entry may be stale
   * (a renamed person): the reader checks the document it reads. Login ids and group titles are kept
   * lower-case (SCIM compares them case-insensitively); external ids as they are.
   */
  async rememberLookups(map: ProvisioningLookup, entries: readonly { key: string; id: string }[]): Promise<void> {
    if (entries.length === 0) return;
    const fold = map === 'login' || map === 'group-title';
    await this.safely(() => this.redis.hset(this.lookupKey(map), Object.fromEntries(entries.map((e) => [fold ? e.key.toLowerCase() : e.key, e.id]))));
  }

  /** The `_id` a lookup map names for this key (undefined when Redis does not answer). */
  async lookup(map: ProvisioningLookup, key: string): Promise<string | null | undefined> {
    const fold = map === 'login' || map === 'group-title';
    return this.safely(() => this.redis.hget(this.lookupKey(map), fold ? key.toLowerCase() : key));
  }

  async forgetLogins(loginIds: readonly string[]): Promise<void> {
    if (loginIds.length === 0) return;
    await this.safely(() => this.redis.hdel(this.loginMapKey(), ...loginIds));
  }

  private async readJson<T>(key: string): Promise<T | null> {
    const text = await this.safely(() => this.redis.get(key));
    return text ? (JSON.parse(text) as T) : null;
  }

  private async safely<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (err) {
      this.logger.warn(`directory cache unavailable: ${err instanceof Error ? err.message : err}`);
      return undefined;
    }
  }
}
