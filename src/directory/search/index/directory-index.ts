import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Model, Types } from 'mongoose';
import type { VersionedJson } from '../../../platform/http/encoded-json';
import { collectionSize } from '../../../platform/database/collection-size';
import { longRunning } from '../../../platform/database/database-timeouts';
import { retryUntilDone } from '../../../platform/lifecycle/retry-until-done';
import { reportDirectoryIndex, type DirectoryIndexState } from '../../../platform/metrics/metrics';
import { REDIS } from '../../../platform/queues/queues.module';
import { DirectoryCache } from '../../directory-cache';
import { PERSON_FIELDS, PersonRecordRow, personRecordOf } from '../../provisioning/provisioned-person';
import { Service } from '../../service.schema';
import { User } from '../../user.schema';
import type { DirectoryGroup, DirectoryPerson, DirectoryPersonDetail } from '../directory-entries';
import type { UserAdminView } from '../user-admin.view';
import type { UserSortColumn } from '../user-list.criteria';
import { groupSortKey, IndexRecord, personSortKey, storedRecord } from './index-keys';
import {
  APPLY_SCRIPT,
  INDEX_FORMAT,
  prefixSetsLayout,
  RELEASE_SCRIPT,
  SEARCH_SCRIPT,
  TABLE_APPLY_SCRIPT,
  TABLE_BY_HERMES_SCRIPT,
  MEMBERS_APPLY_SCRIPT,
  MEMBERS_READ_SCRIPT,
  TABLE_PAGE_SCRIPT,
  TABLE_SEARCH_SCRIPT,
} from './index-scripts';
import { applyImportEntries, distrustImportEntries, IMPORT_ENTRY_FIELDS, ImportEntry, importEntriesKey, readImportEntries } from './import-entries';
import { DATE_COLUMNS, LEX_COLUMNS, NAME_COLUMNS, rowOf, TABLE_USER_FIELDS, TableRecord, tableRecord, TableUserRow } from './table-keys';
import { DirectoryStore } from '../../directory-models';
import { RefreshClaims } from './refresh-claims';

const BATCH = 500;
/**
 * Entries sent to one call of an apply script (APPLY_SCRIPT, TABLE_APPLY_SCRIPT, MEMBERS_APPLY_SCRIPT): a
 * script runs alone in Redis, so a batch is written by many short calls and other clients' commands
 * (sessions, queues, rate limits) run between them. A call applies those that fit its budget of Redis
 * commands (APPLY_BUDGET: 3 renames in the pickers' script, 6 in the table's, 8 unchanged people)
 * and the next call takes the rest (`applyInCalls`). Each entry stays atomic.
 */
const SCRIPT_ENTRIES = 8;
/** Names read at a time for the id → name map (HSCAN): ~1 ms of Redis each. */
const NAME_SCAN_COUNT = 2_000;
const LOCK_MS = 60_000;
/** Entries re-read at once by a refresh (reads by `_id` in parallel, then one script call). */
const REFRESH_CHUNK = 200;
const BUILD_READ_MAX_TIME_MS = 10 * 60_000;
const REFRESH_PARALLEL = 8;
/** How TABLE_SEARCH_SCRIPT reaches a page: its own choice, or one way (tests and bench/directory's table-search). */
export type TableSearchWay = 'auto' | 'collect' | 'walk' | 'gather';

/** A page of the users table; `more`: more than LIMITS.tableSearchListed people match the search (`total` is that number). */
export interface TablePage {
  rows: UserAdminView[];
  total: number;
  more: boolean;
}

/** The rows of a table script's "id, JSON, …" pairs; null when one is gone meanwhile. */
function tableRows(pairs: (number | string)[]): UserAdminView[] | null {
  const rows: UserAdminView[] = [];
  for (let n = 0; n < pairs.length; n += 2) {
    if (!pairs[n + 1]) return null;
    rows.push(rowOf(String(pairs[n]), JSON.parse(String(pairs[n + 1])) as TableRecord));
  }
  return rows;
}

type Kind = 'u' | 'g';
type PersonDisplay = Omit<DirectoryPerson, '_id'>;
type GroupDisplay = Omit<DirectoryGroup, '_id'>;

/** Every field of both layouts: the pickers' (live people) and the users table's (everyone), and the import's lines. */
const USER_FIELDS = { ...TABLE_USER_FIELDS, ...IMPORT_ENTRY_FIELDS, ...PERSON_FIELDS };
const GROUP_FIELDS = { title: 1, guid: 1, search_names: 1, deleted: 1, scim_external_id: 1 } as const;
/** The first format whose builds fill the SCIM lookup maps (DirectoryCache.rememberLookups). */
const LOOKUPS_SINCE_FORMAT = 12;
/** The first format whose builds fill the group members' sets (MEMBERS_APPLY_SCRIPT). */
const MEMBERS_SINCE_FORMAT = 13;

type UserRow = Pick<User, 'firstname' | 'lastname' | 'fullname' | 'id_portal' | 'search_names' | 'deleted'> & { _id: Types.ObjectId; scim_external_id?: string };
type GroupRow = Pick<Service, 'title' | 'guid' | 'search_names' | 'deleted'> & { _id: Types.ObjectId; scim_external_id?: string };
/** Whole entries a writer hands the index (refreshFromRows, refreshGroupsFromRows). */
export type IndexedUserRow = UserRow & TableUserRow;
export type IndexedGroupRow = GroupRow;

function personRecord(user: UserRow): IndexRecord<PersonDisplay> {
  const id = String(user._id);
  return {
    key: personSortKey(user, id),
    parts: [...new Set(user.search_names ?? [])],
    d: { firstname: user.firstname, lastname: user.lastname, fullname: user.fullname, id_portal: user.id_portal },
  };
}

function groupRecord(group: GroupRow): IndexRecord<GroupDisplay> {
  return { key: groupSortKey(group, String(group._id)), parts: [...new Set(group.search_names ?? [])], d: { title: group.title, guid: group.guid } };
}

/**
 * The directory word search as a Redis index (layout in index-keys.ts), so a search never reads
 * the database. Built in the background at api start when missing, of another format, or when
 * the collections' sizes moved since it was built; into a fresh generation while the previous one
 * keeps answering, then switched atomically. Until a generation is ready the searches fall back to
 * the database query. Every api instance shares it; one builds at a time (a Redis lock).
 *
 * Whoever writes users or groups behind the app's commands (the directory import, the seed,
 * fixtures) calls `refresh(userIds)` / `refreshGroups(groupIds)` after a few writes, or
 * `rebuild()` after a bulk load. Both also drop the cached principals of those users.
 */
@Injectable()
export class DirectoryIndex implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DirectoryIndex.name);
  private building: Promise<void> | null = null;
  private nextBuild: Promise<void> | null = null;
  private readonly stopped = new AbortController();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cache: DirectoryCache,
    private readonly store: DirectoryStore,
  ) {
    redis.defineCommand('portalIndexApply', { numberOfKeys: 5, lua: APPLY_SCRIPT });
    redis.defineCommand('portalIndexSearch', { numberOfKeys: 1, lua: SEARCH_SCRIPT });
    redis.defineCommand('portalIndexRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    redis.defineCommand('portalTableApply', { numberOfKeys: 13, lua: TABLE_APPLY_SCRIPT });
    redis.defineCommand('portalTablePage', { numberOfKeys: 1, lua: TABLE_PAGE_SCRIPT });
    redis.defineCommand('portalTableSearch', { numberOfKeys: 1, lua: TABLE_SEARCH_SCRIPT });
    redis.defineCommand('portalTableByHermes', { numberOfKeys: 1, lua: TABLE_BY_HERMES_SCRIPT });
    redis.defineCommand('portalMembersApply', { numberOfKeys: 2, lua: MEMBERS_APPLY_SCRIPT });
    redis.defineCommand('portalMembersRead', { numberOfKeys: 1, lua: MEMBERS_READ_SCRIPT });
  }

  onApplicationBootstrap() {
    reportDirectoryIndex(() => this.state());
    // Redis or the database may come up after this process: keep trying until the index is built.
    void retryUntilDone('building the directory index', () => this.ensureBuilt(), { signal: this.stopped.signal, warn: (text) => this.logger.warn(text) });
  }

  onApplicationShutdown() {
    this.stopped.abort();
  }

  /** For the metrics: when the ready generation was built and its sizes (people/groups), from the meta key alone. */
  private async state(): Promise<DirectoryIndexState> {
    const [ready, builtAt, sizes] = await this.redis.hmget(this.metaKey(), 'ready', 'builtAt', 'sizes');
    const [people, groups] = (sizes ?? '0/0').split('/').map(Number);
    return { builtAt: ready && builtAt ? new Date(builtAt) : null, people: people || 0, groups: groups || 0 };
  }

  /**
   * Builds the index unless a ready one of this format matches the database's sizes. Sizes moved by a
   * writer that stopped mid-run (an import's worker killed: its checkpoint is left) are no reason to
   * rebuild: its entries in flight are re-read and the sizes recorded, as the resuming import does.
   */
  async ensureBuilt(): Promise<void> {
    const meta = await this.redis.hgetall(this.metaKey());
    if (meta.ready && meta.format === INDEX_FORMAT) {
      if (meta.sizes === (await this.sizes())) return;
      if (await this.hasInFlight()) {
        await this.catchUpInFlight();
        await this.recordSizes();
        return;
      }
    }
    await this.build(false);
  }

  /** Whether a bulk writer stopped mid-run: entries in flight, or its run not ended by recording its sizes. */
  private async hasInFlight(): Promise<boolean> {
    const [users, services, writing] = await Promise.all([this.redis.scard(this.inFlightKey('users')), this.redis.scard(this.inFlightKey('services')), this.redis.exists(this.writingKey())]);
    return users + services + writing > 0;
  }

  /** Builds a new generation from the database and switches to it; waits for a build under way elsewhere first. */
  rebuild(): Promise<void> {
    return this.build(true);
  }

  /**
   * Do the SCIM lookup maps name every live person and group? True once a generation of a format
   * that fills them is ready (its build wrote them all, and every write since keeps them).
   */
  async lookupsReady(): Promise<boolean> {
    const [ready, format] = await this.redis.hmget(this.metaKey(), 'ready', 'format');
    return !!ready && Number(format) >= LOOKUPS_SINCE_FORMAT;
  }

  /** Is a generation ready to answer searches? */
  async isReady(): Promise<boolean> {
    return !!(await this.redis.hget(this.metaKey(), 'ready'));
  }

  /** Re-reads these users (by _id) into the index; a missing or deleted user leaves it. */
  refresh(userIds: readonly string[], { keepPrincipals = false }: { keepPrincipals?: boolean } = {}): Promise<void> {
    return this.reindexUsers(validIds(userIds), true, keepPrincipals);
  }

  /**
   * After refreshing what it wrote, a bulk writer (the import) records the collections' sizes as the
   * index's own, so the next start does not take the new sizes for writes behind the app and
   * rebuild everything. Left alone while a build runs (that build records its sizes). A writer that
   * knows the sizes it left (the import: what it read plus what it inserted) passes them; otherwise they
   * come from each collection's statistics (`collectionSize`). A write behind it makes them differ: the next start rebuilds.
   */
  async recordSizes(known: { users?: number; groups?: number } = {}): Promise<void> {
    const [ready, building] = await this.redis.hmget(this.metaKey(), 'ready', 'building');
    if (!ready || building) return;
    const users = known.users ?? (await collectionSize(this.store.users));
    const groups = known.groups ?? (await collectionSize(this.store.groups));
    await this.redis.multi().hset(this.metaKey(), 'sizes', `${users}/${groups}`).del(this.writingKey()).exec();
  }

  /**
   * What the directory import compares a file with, for every person (import-entries.ts); null when
   * the index cannot answer for the whole directory (the import then reads the database).
   */
  importEntries(): Promise<ImportEntry[] | null> {
    return readImportEntries(this.redis, this.base());
  }

  /** A writer stopped between its writes and their index updates: import lines answer nothing until the next build. */
  distrustImportEntries(): Promise<void> {
    return distrustImportEntries(this.redis, this.base());
  }

  /**
   * The import's checkpoint: the entries of a batch it is about to write, kept until that batch's index
   * update ended (`settledInFlight`). A run stopped in between (its worker killed) leaves them here, and
   * the run that resumes re-reads only these (`catchUpInFlight`) instead of rebuilding the directory.
   * The run is also marked writing until it records its sizes: stopped between two batches (none in
   * flight, its sizes not yet recorded), the next start records the sizes instead of rebuilding.
   */
  async markInFlight(kind: 'users' | 'services', ids: readonly string[]): Promise<void> {
    if (ids.length) await this.redis.multi().set(this.writingKey(), '1').sadd(this.inFlightKey(kind), ...ids).exec();
  }

  async settledInFlight(kind: 'users' | 'services', ids: readonly string[]): Promise<void> {
    if (ids.length) await this.redis.srem(this.inFlightKey(kind), ...ids);
  }

  /**
   * Re-reads the entries a stopped writer left in flight, a slice at a time (each removed once re-read,
   * so a stop meanwhile loses none); false when no generation is ready: only a rebuild brings it up to date.
   */
  async catchUpInFlight(): Promise<boolean> {
    if (!(await this.isReady())) return false;
    for (const kind of ['users', 'services'] as const) {
      for (;;) {
        const ids = await this.redis.srandmember(this.inFlightKey(kind), REFRESH_CHUNK);
        if (ids.length === 0) break;
        if (kind === 'users') await this.refresh(ids);
        else await this.refreshGroups(ids);
        await this.redis.srem(this.inFlightKey(kind), ...ids);
      }
    }
    return true;
  }

  /** Re-reads these groups (by _id) into the index. */
  refreshGroups(groupIds: readonly string[]): Promise<void> {
    return this.reindexGroups(validIds(groupIds), true);
  }

  private async reindexUsers(ids: string[], markDirty: boolean, keepPrincipals = false): Promise<void> {
    if (ids.length === 0) return;
    if (ids.length > REFRESH_CHUNK) {
      for (let start = 0; start < ids.length; start += REFRESH_CHUNK) await this.reindexUsers(ids.slice(start, start + REFRESH_CHUNK), markDirty, keepPrincipals);
      return;
    }
    const token = await this.claims().take(ids);
    // One read by `_id` each: the only lookup FerretDB does not answer by scanning the collection.
    const rows = await readEach(ids, (id) => this.store.users.findById(id, USER_FIELDS).lean<UserRow & TableUserRow>());
    const rowOf = new Map(ids.map((id, n) => [id, rows[n]]));
    // A refresh that began reading after this one wins, even if it writes first (RefreshClaims).
    await this.claims().writeLatest(ids, token, (latest) => this.applyUserRows(latest, latest.map((id) => rowOf.get(id) ?? null), markDirty, keepPrincipals));
  }

  private claims() {
    return new RefreshClaims(this.redis, `${this.base()}:refresh`);
  }

  /**
   * Writes these people as the caller just read them (whole directory entries, `_id` included) into
   * the index, without reading the database again: sign-in shows its new last sign-in at once while
   * the database write waits its turn behind an import. `claim`: taken (claimRefresh) before the caller
   * read them, so a refresh that read after that wins; without it, as a refresh that read them now.
   * `keepPrincipals`: their cached principals are left (the sign-in caches the one it read itself).
   */
  async refreshFromRows(rows: readonly (UserRow & TableUserRow)[], { claim, keepPrincipals = false }: { claim?: string; keepPrincipals?: boolean } = {}): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((row) => String(row._id));
    const rowOf = new Map(ids.map((id, n) => [id, rows[n]]));
    // One that read before and writes after writes nothing of them.
    const claims = this.claims();
    await claims.writeLatest(ids, claim ?? (await claims.take(ids)), (latest) => this.applyUserRows(latest, latest.map((id) => rowOf.get(id)!), true, keepPrincipals));
  }

  /** Claims these people for a refresh whose caller reads them next and hands the rows to refreshFromRows. */
  claimRefresh(ids: readonly string[]): Promise<string> {
    return this.claims().take(ids);
  }

  /** Writes these groups as the caller just wrote them (whole entries, `_id` included) into the index. */
  async refreshGroupsFromRows(rows: readonly GroupRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.applyToLiveGenerations('g', rows.map((row) => String(row._id)), rows.map((row) => (row.deleted ? null : groupRecord(row))), true);
    await this.rememberGroupLookups(rows);
  }

  private async rememberPersonLookups(rows: readonly (UserRow | null)[]) {
    const live = rows.filter((row): row is UserRow => !!row && !row.deleted && !!row.scim_external_id);
    await this.cache.rememberLookups('external', live.map((row) => ({ key: row.scim_external_id!, id: String(row._id) })));
  }

  private async rememberGroupLookups(rows: readonly (GroupRow | null)[]) {
    const live = rows.filter((row): row is GroupRow => !!row && !row.deleted);
    await this.cache.rememberLookups('group-title', live.map((row) => ({ key: row.title, id: String(row._id) })));
    await this.cache.rememberLookups('group-external', live.filter((row) => row.scim_external_id).map((row) => ({ key: row.scim_external_id!, id: String(row._id) })));
    await this.cache.rememberLookups('group-guid', live.map((row) => ({ key: row.guid, id: String(row._id) })));
  }

  private async applyUserRows(ids: string[], rows: ((UserRow & TableUserRow) | null)[], markDirty: boolean, keepPrincipals = false): Promise<void> {
    await this.applyProvisioned(ids, rows);
    await this.applyToLiveGenerations('u', ids, rows.map((row) => (row && !row.deleted ? personRecord(row) : null)), markDirty);
    await this.applyToTable(ids, rows.map((row) => (row ? tableRecord(row) : null)));
    for (const gen of await this.liveGenerations()) await applyImportEntries(this.redis, this.base(), gen, ids, rows);
    const live = rows.filter((row): row is UserRow => !!row && !row.deleted);
    await this.cache.rememberLogins(live.map((row) => ({ loginId: row.id_portal, userId: String(row._id) })));
    await this.rememberPersonLookups(live);
    await this.cache.invalidateUsers(ids, rows.filter((row) => !!row).map((row) => row!.id_portal), { principals: !keepPrincipals });
  }

  /**
   * The SCIM read model (docs/decisions/scim-scale.md): each person's provisioning fields, a JSON record
   * (`provisioned-person.ts`) by `_id` in the generation's "p" hash, deleted people included, so that a
   * lookup by `userName` or `externalId` reads Redis only. Dropped with its generation, so a build (after a
   * restore, Redis wiped) never keeps a record of someone the database no longer holds. Unlike the
   * lookup maps, a failed write throws: the refresh that called it is then left to the worker.
   */
  private async applyProvisioned(ids: string[], rows: readonly (PersonRecordRow | null)[]) {
    const kept = ids.flatMap((id, n) => (rows[n] ? [[id, personRecordOf(rows[n]!)]] : []));
    const gone = ids.filter((_id, n) => !rows[n]);
    for (const gen of await this.liveGenerations()) {
      const multi = this.redis.multi();
      if (kept.length) multi.hset(this.provisionedKey(gen), Object.fromEntries(kept));
      if (gone.length) multi.hdel(this.provisionedKey(gen), ...gone);
      await multi.exec();
      await this.applyMembers(gen, ids, rows);
    }
  }

  /**
   * Each person (live) in the member set of each of their groups, by guid, in the generation's "m" sets,
   * so a group's members are read without scanning the people (Decision 5 of scim-scale.md). Kept apart
   * from the "p" records (which a provisioning write forgets first), so the sets always know where a
   * person was.
   */
  private async applyMembers(gen: string, ids: readonly string[], rows: readonly (PersonRecordRow | null)[]) {
    // A live row without its groups (a writer's partial row) leaves the person's sets as they are.
    const args = ids.flatMap((id, n) => {
      const row = rows[n];
      if (!row || row.deleted) return [id, ''];
      return row.services ? [id, JSON.stringify(row.services)] : [];
    });
    const keys = [`${this.membersKey(gen)}:of`, this.membersKey(gen), `${this.membersKey(gen)}:`];
    await applyInCalls(args, 2, (entries) => (this.redis as IndexCommands).portalMembersApply(...keys, ...entries));
  }

  /**
   * The ids of a group's live members, as the people's groups (`services`) list it, from the ready
   * generation; null when none of a format that keeps them is ready (or Redis does not answer): then
   * only the database knows.
   */
  async groupMemberIds(guid: string): Promise<string[] | null> {
    try {
      return await (this.redis as IndexCommands).portalMembersRead(this.metaKey(), this.base(), guid, String(MEMBERS_SINCE_FORMAT));
    } catch {
      return null;
    }
  }

  private membersKey(gen: string) {
    return `${this.base()}:g${gen}:m`;
  }

  /** Before a provisioning write of these people: their records go, so that none outlives a write whose refresh fails. */
  async forgetProvisioned(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const gen of await this.liveGenerations()) await this.redis.hdel(this.provisionedKey(gen), ...ids);
  }

  /** The person's record in the read model; null when it holds none (no generation ready, Redis not answering included). */
  async provisionedRecord(id: string): Promise<string | null> {
    try {
      const gen = await this.redis.hget(this.metaKey(), 'ready');
      return gen ? await this.redis.hget(this.provisionedKey(gen), id) : null;
    } catch {
      return null;
    }
  }

  /** Several people's records (null where the model holds none, or Redis does not answer). */
  async provisionedRecords(ids: readonly string[]): Promise<(string | null)[]> {
    try {
      const gen = ids.length ? await this.redis.hget(this.metaKey(), 'ready') : null;
      return gen ? await this.redis.hmget(this.provisionedKey(gen), ...ids) : ids.map(() => null);
    } catch {
      return ids.map(() => null);
    }
  }

  private provisionedKey(gen: string) {
    return `${this.base()}:g${gen}:p`;
  }

  private async reindexGroups(ids: string[], markDirty: boolean): Promise<void> {
    if (ids.length === 0) return;
    if (ids.length > REFRESH_CHUNK) {
      for (let start = 0; start < ids.length; start += REFRESH_CHUNK) await this.reindexGroups(ids.slice(start, start + REFRESH_CHUNK), markDirty);
      return;
    }
    const rows = await readEach(ids, (id) => this.store.groups.findById(id, GROUP_FIELDS).lean<GroupRow>());
    await this.applyToLiveGenerations('g', ids, rows.map((row) => (row && !row.deleted ? groupRecord(row) : null)), markDirty);
    await this.rememberGroupLookups(rows);
  }

  /** The first `limit` people matching every word, in picker order; null when the index cannot answer. */
  searchUsers(words: readonly string[], limit: number): Promise<DirectoryPerson[] | null> {
    return this.search<PersonDisplay>('u', words, limit);
  }

  searchGroups(words: readonly string[], limit: number): Promise<DirectoryGroup[] | null> {
    return this.search<GroupDisplay>('g', words, limit);
  }

  /**
   * One page of the users table (everyone, deleted included) in the column's order, with the
   * number of rows (`more`: more than LIMITS.tableSearchListed match a search, `total` is that
   * number); null when the index cannot answer (no generation ready, an entry gone meanwhile).
   * Without words, a read by rank of the column's sorted set; with words, TABLE_SEARCH_SCRIPT, which
   * sorts a narrow search's matches in one call; for a broad one, gathers its rarest word's people
   * into a scratch set kept for the next pages, or walks the column's order, a bounded slice a
   * call until it knows the page and the count (`way`, settable so tests take each).
   */
  async tablePage(
    words: readonly string[],
    column: UserSortColumn,
    ascending: boolean,
    offset: number,
    limit: number,
    way: TableSearchWay = 'auto',
  ): Promise<TablePage | null> {
    const commands = this.redis as IndexCommands;
    if (words.length === 0) {
      const answer = (await commands.portalTablePage(this.metaKey(), this.base(), column, (LEX_COLUMNS as readonly string[]).includes(column) ? '1' : '0', ascending ? '1' : '0', offset, limit)) as (number | string)[] | null;
      if (!answer) return null;
      const [total, ...pairs] = answer;
      const rows = tableRows(pairs);
      return rows && { rows, total: Number(total), more: false };
    }
    const rows: UserAdminView[] = [];
    const token = randomUUID();
    let [gen, from, seen] = ['', '', '0'];
    for (;;) {
      const answer = (await commands.portalTableSearch(this.metaKey(), this.base(), column, ascending ? '1' : '0', offset, limit, way, gen, from, seen, token, ...words)) as
        | (number | string)[]
        | null;
      if (!answer) return null;
      const [state, count, next, generation, ...pairs] = answer;
      const found = tableRows(pairs);
      if (!found) return null;
      rows.push(...found);
      if (state !== 'next' && state !== 'gather') return { rows, total: Number(count), more: state === 'more' };
      // The next call goes on the same way: a walk from its rank, a gather from the last member it read.
      [way, gen, from, seen] = [state === 'next' ? 'walk' : 'gather', String(generation), String(next), String(count)];
    }
  }

  /** People by `_id` (deleted included) as the pickers show them; ids it lacks are left out; null when no generation is ready. */
  async peopleByIds(ids: readonly string[]): Promise<DirectoryPerson[] | null> {
    const gen = await this.redis.hget(this.metaKey(), 'ready');
    if (!gen) return null;
    if (ids.length === 0) return [];
    const texts = await this.redis.hmget(`${this.base()}:g${gen}:t:h`, ...ids);
    return texts.flatMap((text, n) => {
      if (text === null) return [];
      const { v } = JSON.parse(text) as TableRecord;
      return [{ _id: ids[n], firstname: v.firstname, lastname: v.lastname, fullname: v.fullname, id_portal: v.id_portal }];
    });
  }

  /** A person (deleted included) by directory id: undefined when the index has none, null when it cannot answer. */
  async personByDirectoryId(hermesId: string): Promise<DirectoryPersonDetail | undefined | null> {
    const answer = (await (this.redis as IndexCommands).portalTableByHermes(this.metaKey(), this.base(), hermesId)) as [string, string] | [] | null;
    if (!answer) return null;
    if (answer.length === 0) return undefined;
    const { v, hermes } = JSON.parse(answer[1]) as TableRecord;
    return { _id: answer[0], firstname: v.firstname, lastname: v.lastname, fullname: v.fullname, id_portal: v.id_portal, hermes_id: hermes };
  }

  /**
   * Every live person's id and full name (getMapUsers) as JSON, with the version of the names it is
   * made of; null when no generation is ready. Only the version is read here (two small reads): the
   * names are read when `json()` is called, which the HTTP layer does once per version and keeps the
   * encoded answer (100,000 names are seconds of CPU to read and serialise under load, and a sign-in
   * changes none). The version names the build (its random id), not only the generation's number:
   * after Redis lost its data the generations count from 1 again, and a rebuild can reach the same
   * number and labels version as the map an api kept from before.
   */
  async personNames(): Promise<VersionedJson | null> {
    const [gen, build] = await this.redis.hmget(this.metaKey(), 'ready', 'build');
    if (!gen) return null;
    const labels = this.keys(gen, 'u').n;
    const version = (await this.redis.get(`${labels}:v`)) ?? '0';
    return { version: `${this.base()}:${gen}:${build ?? ''}:${version}`, json: () => this.personNamesJson(labels) };
  }

  private async personNamesJson(labels: string): Promise<string> {
    // Read a slice at a time (an HGETALL of 100,000 names held Redis for tens of ms), again if a name changed meanwhile.
    for (let attempt = 1; ; attempt++) {
      const version = await this.redis.get(`${labels}:v`);
      const names: { _id: string; fullname: string }[] = [];
      let cursor = '0';
      do {
        const [next, flat] = await this.redis.hscan(labels, cursor, 'COUNT', NAME_SCAN_COUNT);
        for (let n = 0; n < flat.length; n += 2) names.push({ _id: flat[n], fullname: flat[n + 1] });
        cursor = next;
      } while (cursor !== '0');
      if ((await this.redis.get(`${labels}:v`)) !== version && attempt < 3) continue;
      // HSCAN may repeat a field that moved during a rehash.
      return JSON.stringify([...new Map(names.map((entry) => [entry._id, entry])).values()]);
    }
  }

  /**
   * `searchUsers`'s answer as the JSON its route sends, written by the index (SEARCH_SCRIPT) from each
   * entry's stored answer: the api neither parses nor serialises it. Null when the index cannot answer
   * (no generation ready, an entry gone meanwhile).
   */
  searchUsersJson(words: readonly string[], limit: number): Promise<Buffer | null> {
    return this.searchJson('u', words, limit);
  }

  searchGroupsJson(words: readonly string[], limit: number): Promise<Buffer | null> {
    return this.searchJson('g', words, limit);
  }

  private async search<D>(kind: Kind, words: readonly string[], limit: number): Promise<(D & { _id: string })[] | null> {
    const json = await this.searchJson(kind, words, limit);
    return json === null ? null : (JSON.parse(json.toString()) as (D & { _id: string })[]);
  }

  /** The answer's bytes as Redis sent them (UTF-8 JSON), handed to the route without decoding them. */
  private async searchJson(kind: Kind, words: readonly string[], limit: number): Promise<Buffer | null> {
    if (words.length === 0) return Buffer.from('[]');
    const answer = await (this.redis as IndexCommands).portalIndexSearchBuffer(this.metaKey(), this.base(), kind, limit, ...words);
    if (Buffer.isBuffer(answer)) return answer;
    const joined = Array.isArray(answer) ? answerOfRecords((answer as Buffer[]).map(String)) : null;
    return joined === null ? null : Buffer.from(joined);
  }

  private build(wait: boolean): Promise<void> {
    if (!this.building) {
      this.building = this.buildOnce(wait).finally(() => (this.building = null));
      return this.building;
    }
    if (!wait) return this.building;
    // The build under way may have read before the caller's writes: one more after it.
    this.nextBuild ??= this.building
      .catch(() => undefined)
      .then(() => {
        this.nextBuild = null;
        return this.build(true);
      });
    return this.nextBuild;
  }

  private async buildOnce(wait: boolean): Promise<void> {
    const token = randomUUID();
    const lock = `${this.base()}:lock`;
    while (!(await this.redis.set(lock, token, 'PX', LOCK_MS, 'NX'))) {
      if (!wait) return; // another instance is building it
      await sleep(250);
    }
    const renew = setInterval(() => void this.redis.pexpire(lock, LOCK_MS).catch(() => undefined), LOCK_MS / 3);
    const started = Date.now();
    let gen: string | null = null;
    try {
      const sizes = await this.sizes();
      gen = String(await this.redis.incr(`${this.base()}:generation`));
      const previous = await this.redis.hget(this.metaKey(), 'ready');
      await this.redis.hset(this.metaKey(), 'building', gen);
      const people = await this.loadPeople(gen);
      const groups = await this.load('g', gen, this.liveRows(this.store.groups, GROUP_FIELDS), (row: GroupRow) => groupRecord(row), (rows: GroupRow[]) => this.rememberGroupLookups(rows));
      await this.drainDirty();
      await this.redis
        .multi()
        .hset(this.metaKey(), { ready: gen, build: randomUUID(), entries: gen, format: INDEX_FORMAT, sizes, builtAt: new Date().toISOString(), buildMs: String(Date.now() - started) })
        .hdel(this.metaKey(), 'building')
        .exec();
      if (previous && previous !== gen) await this.dropGeneration(previous);
      this.logger.log(`directory index generation ${gen} ready: ${people} people, ${groups} groups in ${Date.now() - started} ms`);
    } catch (err) {
      // The half-built generation is abandoned; the ready one (if any) keeps answering.
      if (gen) {
        await this.redis.hdel(this.metaKey(), 'building').catch(() => undefined);
        await this.dropGeneration(gen).catch(() => undefined);
      }
      throw err;
    } finally {
      clearInterval(renew);
      await (this.redis as IndexCommands).portalIndexRelease(lock, token).catch(() => undefined);
    }
  }

  /** Every person into the users table's keys, the live ones into the pickers' too; answers how many are live. */
  private async loadPeople(gen: string): Promise<number> {
    const keys = this.keys(gen, 'u');
    let live = 0;
    let batch: (UserRow & TableUserRow)[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const people = batch.filter((row) => !row.deleted);
      if (people.length) {
        await this.applyEntries(keys, INDEX_FORMAT, people.flatMap((row) => applyArgs(String(row._id), personRecord(row))));
        await this.cache.rememberLogins(people.map((row) => ({ loginId: row.id_portal, userId: String(row._id) })));
        await this.rememberPersonLookups(people);
      }
      await this.applyTableTo(gen, batch.map((row) => String(row._id)), batch.map(tableRecord));
      await this.redis.hset(this.provisionedKey(gen), Object.fromEntries(batch.map((row) => [String(row._id), personRecordOf(row)])));
      await this.applyMembers(gen, batch.map((row) => String(row._id)), batch);
      await applyImportEntries(this.redis, this.base(), gen, batch.map((row) => String(row._id)), batch);
      live += people.length;
      batch = [];
    };
    for await (const row of this.store.users.find({}, USER_FIELDS).lean().batchSize(1000).cursor()) {
      batch.push(row as UserRow & TableUserRow);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return live;
  }

  private async load<Row extends { _id: Types.ObjectId }>(
    kind: Kind,
    gen: string,
    rows: AsyncIterable<unknown>,
    recordOf: (row: Row) => IndexRecord<PersonDisplay | GroupDisplay>,
    alsoEach?: (rows: Row[]) => Promise<unknown>,
  ): Promise<number> {
    const keys = this.keys(gen, kind);
    let count = 0;
    let batch: Row[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const args = batch.flatMap((row) => applyArgs(String(row._id), recordOf(row)));
      await this.applyEntries(keys, INDEX_FORMAT, args);
      await alsoEach?.(batch);
      count += batch.length;
      batch = [];
    };
    for await (const row of rows) {
      batch.push(row as Row);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    return count;
  }

  private liveRows<T>(model: Model<T>, fields: Record<string, 1>): AsyncIterable<unknown> {
    // One streaming read of the collection: longer than the per-query limit on FerretDB at 100,000 people.
    return model.find({ deleted: { $ne: true } }, fields).lean().batchSize(1000).setOptions(longRunning(BUILD_READ_MAX_TIME_MS)).cursor();
  }

  /** Entries refreshed while the generation was being built are re-read, until none is left. */
  private async drainDirty() {
    for (const kind of ['u', 'g'] as const) {
      for (;;) {
        const ids = await this.redis.spop(this.dirtyKey(kind), BATCH);
        if (ids.length === 0) break;
        // Not marked dirty again: a write made after this read marks it itself.
        if (kind === 'u') await this.reindexUsers(ids, false);
        else await this.reindexGroups(ids, false);
      }
    }
  }

  private async applyToLiveGenerations(kind: Kind, ids: string[], records: (IndexRecord<PersonDisplay | GroupDisplay> | null)[], markDirty: boolean) {
    const [ready, building, format] = await this.redis.hmget(this.metaKey(), 'ready', 'building', 'format');
    if (building && markDirty) await this.redis.sadd(this.dirtyKey(kind), ...ids);
    const args = ids.flatMap((id, n) => applyArgs(id, records[n]));
    // The generation being built is of this version's format; the ready one of the format it was built with.
    const generations = new Map<string, string>();
    if (ready) generations.set(ready, format ?? '0');
    if (building) generations.set(building, INDEX_FORMAT);
    for (const [gen, itsFormat] of generations) {
      const keys = this.keys(gen, kind);
      await this.applyEntries(keys, itsFormat, args);
    }
  }

  /** APPLY_SCRIPT on one generation (built with `format`); `args` is id, record, label, … */
  private async applyEntries(keys: ReturnType<DirectoryIndex['keys']>, format: string, args: string[]) {
    await applyInCalls(args, 3, (entries) => (this.redis as IndexCommands).portalIndexApply(keys.z, keys.p, keys.h, keys.n, keys.x, prefixSetsLayout(format), ...entries));
  }

  /** The users table's keys follow the pickers': the same generations (a table write is not marked dirty: the pickers' mark re-reads the person whole). */
  private async applyToTable(ids: string[], records: (TableRecord | null)[]) {
    for (const gen of await this.liveGenerations()) await this.applyTableTo(gen, ids, records);
  }

  /** The ready generation and the one being built. */
  private async liveGenerations(): Promise<string[]> {
    const [ready, building] = await this.redis.hmget(this.metaKey(), 'ready', 'building');
    return [...new Set([ready, building].filter((g): g is string => !!g))];
  }

  private async applyTableTo(gen: string, ids: string[], records: (TableRecord | null)[]) {
    const args = ids.flatMap((id, n) => [id, records[n] ? JSON.stringify(records[n]) : '']);
    const keys = this.tableKeys(gen);
    await applyInCalls(args, 2, (entries) => (this.redis as IndexCommands).portalTableApply(...keys, ...entries));
  }

  private tableKeys(gen: string): string[] {
    const base = `${this.base()}:g${gen}:t`;
    return [
      `${base}:h`,
      `${base}:hermes`,
      ...NAME_COLUMNS.map((column) => `${base}:w:${column}`),
      ...[...LEX_COLUMNS, ...DATE_COLUMNS].map((column) => `${base}:s:${column}`),
      `${base}:x`,
      `${base}:version`,
    ];
  }

  private async dropGeneration(gen: string) {
    const pickers = [this.keys(gen, 'u'), this.keys(gen, 'g')];
    const keys = pickers.flatMap((k) => [k.z, k.p, k.h, k.n, k.x, `${k.x}\0stale`, `${k.n}:v`, `${k.n}:gz` /* the map as earlier releases kept it */]);
    // The prefix sets first: their registries name them (read a slice at a time: tens of thousands of prefixes).
    // The group members' registry names their sets the same way ("<registry>:<guid>").
    for (const registry of [`${this.base()}:g${gen}:t:x`, ...pickers.map((k) => k.x), this.membersKey(gen)]) {
      const prefixes: string[] = [];
      let cursor = '0';
      do {
        const [next, members] = await this.redis.sscan(registry, cursor, 'COUNT', BATCH);
        prefixes.push(...members);
        cursor = next;
      } while (cursor !== '0');
      // A pickers' prefix set may have its stored answer beside it (index-scripts.ts, PREFIX_ANSWER_LUA).
      const keysOf = (prefix: string) => [`${registry}:${prefix}`, `${registry}:${prefix}\0answer`];
      for (let start = 0; start < prefixes.length; start += BATCH) await this.redis.unlink(...prefixes.slice(start, start + BATCH).flatMap(keysOf));
    }
    await this.redis.unlink(...keys, ...this.tableKeys(gen), importEntriesKey(this.base(), gen), this.provisionedKey(gen), this.membersKey(gen), `${this.membersKey(gen)}:of`);
  }

  /** Sizes of both collections when built: a start finding other sizes rebuilds (someone wrote behind the app). */
  private async sizes(): Promise<string> {
    const [users, groups] = await Promise.all([collectionSize(this.store.users), collectionSize(this.store.groups)]);
    return `${users}/${groups}`;
  }

  private base() {
    return `${this.cache.namespace()}:index`;
  }

  private metaKey() {
    return `${this.base()}:meta`;
  }

  /** Set while a bulk writer's run is under way (markInFlight), removed when it records its sizes. */
  private writingKey() {
    return `${this.base()}:writing`;
  }

  private inFlightKey(kind: 'users' | 'services') {
    return `${this.base()}:inflight:${kind}`;
  }

  private dirtyKey(kind: Kind) {
    return `${this.base()}:dirty:${kind}`;
  }

  private keys(gen: string, kind: Kind) {
    const base = `${this.base()}:g${gen}:${kind}`;
    return { z: `${base}:z`, p: `${base}:p`, h: `${base}:h`, n: `${base}:n`, x: `${base}:x` };
  }
}

type IndexCommands = Redis & {
  portalIndexApply(...args: (string | number)[]): Promise<number>;
  portalIndexSearchBuffer(...args: (string | number)[]): Promise<unknown>;
  portalIndexRelease(...args: string[]): Promise<number>;
  portalTableApply(...args: string[]): Promise<number>;
  portalTablePage(...args: (string | number)[]): Promise<unknown>;
  portalTableSearch(...args: (string | number)[]): Promise<unknown>;
  portalTableByHermes(...args: string[]): Promise<unknown>;
  portalMembersApply(...args: string[]): Promise<number>;
  portalMembersRead(...args: string[]): Promise<string[] | null>;
};

/**
 * Entries (`width` arguments each) through an apply script, at most SCRIPT_ENTRIES sent a call: each call
 * answers how many it applied within its budget (APPLY_BUDGET), and the next one starts after them. The
 * next call is sent one entry more than the last applied (entries like the last ones fit alike), so few
 * are sent twice: each one sent is parsed by Redis, applied or not.
 */
async function applyInCalls(args: readonly string[], width: number, apply: (entries: string[]) => Promise<number>): Promise<void> {
  let sent = SCRIPT_ENTRIES;
  for (let start = 0; start < args.length; ) {
    // A call applies at least one entry (an answer of another shape counts as one).
    const applied = Math.max(1, Number(await apply(args.slice(start, start + sent * width))) || 1);
    start += applied * width;
    sent = Math.min(SCRIPT_ENTRIES, applied + 1);
  }
}

/** The apply script's arguments for one entry: id, stored record ("" to remove), label (full name or title). */
function applyArgs(id: string, record: IndexRecord<PersonDisplay | GroupDisplay> | null): string[] {
  if (!record) return [id, '', ''];
  const label = 'fullname' in record.d ? record.d.fullname : record.d.title;
  return [id, storedRecord(id, record), label ?? ''];
}

/**
 * The JSON of a search from its entries' stored records ({ id, record, id, record, … }): those the
 * previous version wrote hold the record's JSON only (while a rebuild replaces its generation after an
 * upgrade). Null when one is gone meanwhile: the database answers then.
 */
function answerOfRecords(pairs: string[]): string | null {
  const answers: string[] = [];
  for (let n = 0; n < pairs.length; n += 2) {
    const [id, stored] = [pairs[n], pairs[n + 1]];
    if (!stored) return null;
    const cut = stored.indexOf('\n');
    answers.push(cut >= 0 ? stored.slice(0, cut) : JSON.stringify({ _id: id, ...(JSON.parse(stored) as IndexRecord<object>).d }));
  }
  return `[${answers.join(',')}]`;
}

function validIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map(String))].filter((id) => Types.ObjectId.isValid(id));
}

/** Reads by `_id`, a few at a time: hundreds at once queue inside FerretDB past their time limit. */
async function readEach<T>(ids: string[], read: (id: string) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(ids.length);
  let next = 0;
  const reader = async () => {
    for (let n = next++; n < ids.length; n = next++) out[n] = await read(ids[n]);
  };
  await Promise.all(Array.from({ length: Math.min(REFRESH_PARALLEL, ids.length) }, reader));
  return out;
}


function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

