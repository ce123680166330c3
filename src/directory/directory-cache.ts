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
/** A generation counter lives longer than any read of a person between reading it and caching what it read. */
const GENERATION_TTL_MS = 3_600_000;

/**
 * Stores the principal (and its last-known copy and the user → login entry) only if every generation
 * counter read before the person was read is unchanged: an invalidation that came between that read and
 * now means what was read may be older than what was written. KEYS: the principal, its last-known copy,
 * the user → login hash, then the counters; ARGV: the text, the two TTLs, the user id ('' when not
 * registered), the login id, then each counter's value as read ('' when absent).
 */
const SET_PRINCIPAL_IF_UNCHANGED = `
for i = 4, #KEYS do
  if (redis.call('get', KEYS[i]) or '') ~= ARGV[i + 2] then return 0 end
end
redis.call('set', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('set', KEYS[2], ARGV[1], 'EX', ARGV[3])
if ARGV[4] ~= '' then redis.call('hset', KEYS[3], ARGV[4], ARGV[5]) end
return 1`;

/** The generation counters of a login and its person, as read before reading the person (`principalGenerations`). */
export interface PrincipalGenerations {
  keys: string[];
  values: string[];
}

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
  private generationKey = (kind: 'login' | 'user', id: string) => `${this.namespace()}:generation:${kind}:${id}`;
  private loginMapKey = () => `${this.namespace()}:login`;
  private userLoginKey = () => `${this.namespace()}:user-login`;
  private lookupKey = (map: ProvisioningLookup) => `${this.namespace()}:lookup:${map}`;

  async principal(loginId: string): Promise<Principal | null> {
    return this.readJson<Principal>(this.principalKey(loginId));
  }

  /**
   * Read before reading a person for their principal: `rememberPrincipal` then stores what was read only if
   * no invalidation of the login or the person (`invalidateUsers`) came between (a deactivation written
   * after the read would otherwise be cached over for 60 s). Undefined when Redis does not answer.
   */
  async principalGenerations(loginId: string, userId: string | null): Promise<PrincipalGenerations | undefined> {
    const keys = [this.generationKey('login', loginId), ...(userId ? [this.generationKey('user', userId)] : [])];
    const values = await this.safely(() => this.redis.mget(...keys));
    return values && { keys, values: values.map((value) => value ?? '') };
  }

  /** Caches a principal, only if `since` (read before the person was) is unchanged; always when no `since` could be read. */
  async rememberPrincipal(principal: Principal, since?: PrincipalGenerations): Promise<void> {
    await this.safely(async () => {
      const key = this.principalKey(principal.loginId);
      const keys = [key, key + LAST, this.userLoginKey(), ...(since?.keys ?? [])];
      const args = [JSON.stringify(principal), DIRECTORY_CACHE_TTL_SECONDS, LAST_KNOWN_TTL_SECONDS, principal.userId ?? '', principal.loginId, ...(since?.values ?? [])];
      await this.redis.eval(SET_PRINCIPAL_IF_UNCHANGED, keys.length, ...keys, ...args);
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

  /**
   * Forget what is cached about these users (call after any write to them), on every instance at once, and
   * move their generation counters, so that a principal read before the write is not cached after it.
   * `principals: false` forgets their wall viewers only (the sign-in, which caches the principal it read).
   */
  async invalidateUsers(userIds: readonly string[], loginIds: readonly string[] = [], { principals = true } = {}): Promise<void> {
    if (userIds.length === 0 && loginIds.length === 0) return;
    await this.safely(async () => {
      const viewerKeys = userIds.map(this.viewerKey).flatMap((key) => [key, key + LAST]);
      if (!principals) {
        if (viewerKeys.length) await this.redis.del(...viewerKeys);
        return;
      }
      const known = userIds.length ? await this.redis.hmget(this.userLoginKey(), ...userIds) : [];
      const logins = [...new Set([...loginIds, ...known.filter((login): login is string => !!login)])];
      const multi = this.redis.multi().del(...viewerKeys, ...logins.map(this.principalKey).flatMap((key) => [key, key + LAST]));
      for (const key of [...logins.map((login) => this.generationKey('login', login)), ...userIds.map((id) => this.generationKey('user', id))]) multi.incr(key).pexpire(key, GENERATION_TTL_MS);
      await multi.exec();
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
