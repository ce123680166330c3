import { Injectable, Module } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { isValidObjectId, Types } from 'mongoose';
import { isDatabaseUnavailable } from '../platform/database/database-unavailable';
import { inParallel } from '../platform/database/in-parallel';
import { CachedViewerRecord, DirectoryCache } from './directory-cache';
import { DirectoryModels, DirectoryStore } from './directory-models';
import { PeopleSubsidiaryRenamedEvent } from './events/people-subsidiary-renamed.event';
import { PendingMemberships } from './pending-memberships';
import { groupFilter, PeopleFilter, recipientFilter } from './mail-recipient-filters';
import { User } from './user.schema';

export type { CachedViewerRecord };
/** Pure helpers other modules share: the search folding of names, the simple-REST `Content-Range` header. */
export { normaliseForSearch, searchNamesOf } from './search-names';
/** The directory import's writes, snapshot reads and index updates (a module of its own: it needs the search index). */
export { DirectoryImportTarget, DirectoryImportTargetModule } from './import-target/directory-import-target';
export type { DirectoryBatchWrites, DirectoryKind } from './import-target/directory-import-target';
/** The digest of the fields an import owns, of a file's row as of a stored entry. */
export { IMPORTED_USER_FIELDS, serviceDigest, userDigest } from './import-target/entry-digest';
/** A person as another module needs them for a mail. */
type MailPerson = { _id: Types.ObjectId; fullname: string; email?: string; language?: string };
export type { PeopleFilter };

const ACTIVE = { deleted: { $ne: true } };
const NAME_READS_AT_ONCE = 10;
const VIEWER_FIELDS = { hermes_id: 1, services: 1, subsidiary: 1, deleted: 1 } as const;

function objectIds(ids: Iterable<string>): Types.ObjectId[] {
  return [...new Set(ids)].filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => new Types.ObjectId(id));
}

/** The directory's read API for other modules: people and groups, never a model. */
@Injectable()
export class DirectoryReader {
  constructor(
    private readonly store: DirectoryStore,
    private readonly cache: DirectoryCache,
    private readonly pending: PendingMemberships,
  ) {}

  /** A person not deleted, with the named fields; null if unknown. */
  activeUser<K extends keyof User>(id: string, fields: K[]) {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.store.users.findOne({ _id: new Types.ObjectId(id), ...ACTIVE }, Object.fromEntries(fields.map((f) => [f, 1]))).lean<Pick<User, K> & { _id: Types.ObjectId }>();
  }

  /** A person's mail address, deleted or not (the editor of a request being decided). */
  async emailOf(id: string): Promise<string | undefined> {
    if (!isValidObjectId(id)) return undefined;
    return (await this.store.users.findById(id, { email: 1 }).lean())?.email;
  }

  /** Which of these ids name people not deleted. */
  async activeUserIds(ids: Iterable<string>): Promise<Set<string>> {
    const wanted = objectIds(ids);
    if (!wanted.length) return new Set();
    const found = await this.store.users.find({ _id: { $in: wanted }, ...ACTIVE }, { _id: 1 }).lean();
    return new Set(found.map((user) => String(user._id)));
  }

  /** Full names by id, deleted people included (exports name whoever was chosen). */
  async fullnames(ids: Iterable<string>): Promise<Map<string, string>> {
    const wanted = objectIds(ids);
    const found = wanted.length ? await this.store.users.find({ _id: { $in: wanted } }, { fullname: 1 }).lean() : [];
    return new Map(found.map((user) => [String(user._id), user.fullname] as const));
  }

  /**
   * Full names by id like `fullnames`, each person read by `_id` (the one filter FerretDB does not scan
   * the people for; `$in` does): for a few ids among many people, as a list of managers names them.
   */
  async fullnamesById(ids: Iterable<string>): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    await inParallel(objectIds(ids), NAME_READS_AT_ONCE, async (_id) => {
      const user = await this.store.users.findById(_id, { fullname: 1 }).lean();
      if (user) names.set(String(_id), user.fullname);
    });
    return names;
  }

  /** The people a mail goes to (never a deleted or disabled account), in `_id` order. */
  async mailPeople(recipients: PeopleFilter): Promise<MailPerson[]> {
    const guid = recipients.kind === 'group' ? await this.groupGuid(recipients.groupId) : null;
    const filter = recipientFilter(recipients, guid);
    if (!filter) return [];
    return this.store.users.find(filter, { fullname: 1, email: 1, language: 1 }).sort({ _id: 1 }).lean<MailPerson[]>();
  }

  /** How many people not deleted belong to a subsidiary. */
  countInSubsidiary(subsidiaryId: Types.ObjectId): Promise<number> {
    return this.store.users.countDocuments({ 'subsidiary._id': subsidiaryId, ...ACTIVE });
  }

  /** A group not deleted by its `_id`. */
  activeGroupById(id: string) {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.store.groups.findOne({ _id: new Types.ObjectId(id), ...ACTIVE }, { title: 1, guid: 1 }).lean();
  }

  /** A group not deleted by its `_id` or its objectguid (the validation group's setting). */
  activeGroupByIdOrObjectguid(key: string) {
    const byId = /^[0-9a-f]{24}$/i.test(key) ? [{ _id: new Types.ObjectId(key) }] : [];
    return this.store.groups.findOne({ $or: [...byId, { objectguid: key }], ...ACTIVE }, { title: 1, objectguid: 1 }).lean();
  }

  /** A group's guid from its `_id`, objectguid or guid, deleted or not. */
  async groupGuid(groupId: string): Promise<string | null> {
    const group = await this.store.groups.findOne(groupFilter(groupId), { guid: 1 }).lean();
    return group?.guid ?? null;
  }

  /** Which of these guids name groups not deleted. */
  async activeGroupGuids(guids: string[]): Promise<Set<string>> {
    if (!guids.length) return new Set();
    const found = await this.store.groups.find({ guid: { $in: guids }, ...ACTIVE }, { guid: 1 }).lean();
    return new Set(found.map((group) => group.guid));
  }

  /** Group titles by guid, deleted groups included. */
  async groupTitles(guids: string[]): Promise<Map<string, string>> {
    const found = guids.length ? await this.store.groups.find({ guid: { $in: guids } }, { guid: 1, title: 1 }).lean() : [];
    return new Map(found.map((group) => [group.guid, group.title] as const));
  }

  /** Another person's viewer record by hermes id or `_id` (not deleted), for an administrator's look at their wall. */
  async viewerByHermesIdOrId(param: string) {
    const byId = Types.ObjectId.isValid(param) ? [{ _id: new Types.ObjectId(param) }] : [];
    const user = await this.store.users.findOne({ $or: [{ hermes_id: param }, ...byId], ...ACTIVE }, VIEWER_FIELDS).lean();
    return user && { ...user, services: await this.pending.over(String(user._id), user.services) };
  }

  /**
   * The caller's viewer record (groups as stored, with those of changes not yet written laid over, and
   * subsidiary), null if unknown or deleted. Cached in
   * Redis beside the principal (60 s); with the database down, the last known record answers at once.
   */
  async viewer(userId: string): Promise<CachedViewerRecord | null> {
    const cached = await this.cache.viewer(userId);
    if (cached) return cached;
    const known = this.store.users.db.readyState === 1 ? null : await this.cache.lastKnownViewer(userId);
    if (known) return known;
    // A pure _id filter (FerretDB pushes only that one down); deleted is checked here.
    const user = await this.store.users
      .findById(userId, VIEWER_FIELDS)
      .lean()
      .catch(async (error) => {
        const known = isDatabaseUnavailable(error) ? await this.cache.lastKnownViewer(userId) : null;
        if (known) return { ...known, deleted: false };
        throw error;
      });
    if (!user || user.deleted) return null;
    const record: CachedViewerRecord = {
      _id: String(user._id),
      hermes_id: user.hermes_id,
      services: await this.pending.over(String(user._id), user.services),
      subsidiary: user.subsidiary ? { _id: String(user.subsidiary._id), name: user.subsidiary.name } : null,
    };
    await this.cache.rememberViewer(record);
    return record;
  }
}

/** The changes other modules make to the directory: each a named command. */
@Injectable()
export class DirectoryCommands {
  constructor(
    private readonly store: DirectoryStore,
    private readonly events: EventBus,
  ) {}

  /** A subsidiary was renamed: the people in it carry its new name (the search index follows). */
  async renameSubsidiary(subsidiaryId: Types.ObjectId, name: string): Promise<void> {
    await this.store.users.updateMany({ 'subsidiary._id': subsidiaryId }, { $set: { 'subsidiary.name': name } });
    this.events.publish(new PeopleSubsidiaryRenamedEvent(String(subsidiaryId)));
  }
}

/** The directory's public API: import it wherever another module reads people or groups. */
@Module({
  imports: [DirectoryModels],
  providers: [DirectoryReader, DirectoryCommands, DirectoryCache, PendingMemberships],
  exports: [DirectoryReader, DirectoryCommands],
})
export class DirectoryPublicModule {}

/** Provisioning by an identity provider (SCIM): reads and commands on people and groups. */
export { DirectoryProvisioningModule } from './provisioning/directory-provisioning.module';
export { DirectoryProvisioningReader } from './provisioning/directory-provisioning.reader';
export { DirectoryProvisioningCommands } from './provisioning/directory-provisioning.commands';
export { DirectoryProvisionedEvent } from './provisioning/directory-provisioned.event';
export type { ProvisioningAction } from './provisioning/directory-provisioned.event';
export * from './provisioning/provisioning.types';
