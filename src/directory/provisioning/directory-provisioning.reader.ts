import { Injectable } from '@nestjs/common';
import { isValidObjectId, Types } from 'mongoose';
import { DirectoryCache, ProvisioningLookup } from '../directory-cache';
import { DirectoryIndex } from '../search/index/directory-index';
import { Service } from '../service.schema';
import { PERSON_FIELDS, PersonDoc, personDocOf, personOf } from './provisioned-person';
import { criteriaQuery } from './provisioning-criteria';
import type { DirectoryCriteria, GroupCriteriaField, GroupMember, Page, PersonCriteriaField, ProvisionedGroup, ProvisionedPerson } from './provisioning.types';
import { DirectoryStore } from '../directory-models';
import { PendingMemberships } from '../pending-memberships';
import { GroupMemberChanges } from './group-member-changes';

const LIVE = { deleted: { $ne: true } };
export const GROUP_FIELDS = { title: 1, guid: 1, scim_external_id: 1, deleted: 1, created_time: 1, updated_time: 1 } as const;

type GroupDoc = Pick<Service, 'title' | 'guid' | 'scim_external_id' | 'deleted'> & { _id: Types.ObjectId; created_time?: Date; updated_time?: Date };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function groupOf(doc: GroupDoc): ProvisionedGroup {
  return { _id: String(doc._id), title: doc.title, guid: doc.guid, external_id: doc.scim_external_id, created: doc.created_time, updated: doc.updated_time };
}

/**
 * What an identity provider reads of the directory over SCIM. A lookup by login id, external id or
 * group name is one HGET in the directory's lookup maps, then, for a person, their record in the SCIM
 * read model (`DirectoryIndex.provisionedRecord`), so `userName eq` never waits for the database; a group, or
 * a person the model holds no record of, is one read by `_id`, the read FerretDB answers from an index.
 * The maps are trusted to name everyone once the search index says so (`lookupsReady`), else the
 * database is asked.
 */
@Injectable()
export class DirectoryProvisioningReader {
  constructor(
    private readonly store: DirectoryStore,
    private readonly cache: DirectoryCache,
    private readonly index: DirectoryIndex,
    private readonly memberChanges: GroupMemberChanges,
    private readonly pending: PendingMemberships,
  ) {}

  /** With the groups they are joining or leaving by a change not yet written to them (PendingMemberships). */
  async person(id: string): Promise<ProvisionedPerson | null> {
    const doc = await this.personDoc(id);
    return doc && !doc.deleted ? personOf({ ...doc, services: await this.pending.over(id, doc.services) }) : null;
  }

  /** A person not deleted whose login id is this one, letter case aside. */
  personByLogin(login: string): Promise<ProvisionedPerson | null> {
    return this.byLookup('login', login, (id) => this.modelledPersonDoc(id), (doc) => doc.id_portal.toLowerCase() === login.toLowerCase(), () =>
      this.store.users.findOne({ id_portal: new RegExp(`^${escape(login)}$`, 'i'), ...LIVE }, PERSON_FIELDS).lean<PersonDoc>(),
    ).then((doc) => (doc ? personOf(doc) : null));
  }

  personByExternalId(externalId: string): Promise<ProvisionedPerson | null> {
    return this.byLookup('external', externalId, (id) => this.modelledPersonDoc(id), (doc) => doc.scim_external_id === externalId, () =>
      this.store.users.findOne({ scim_external_id: externalId, ...LIVE }, PERSON_FIELDS).lean<PersonDoc>(),
    ).then((doc) => (doc ? personOf(doc) : null));
  }

  async findPeople(criteria: DirectoryCriteria<PersonCriteriaField> | null, offset: number, limit: number): Promise<Page<ProvisionedPerson>> {
    const filter = { ...(criteria ? criteriaQuery(criteria) : {}), ...LIVE };
    const [docs, total] = await Promise.all([
      limit > 0 ? this.store.users.find(filter, PERSON_FIELDS).sort({ _id: 1 }).skip(offset).limit(limit).lean<PersonDoc[]>() : Promise.resolve([]),
      this.store.users.countDocuments(filter),
    ]);
    return { total, items: docs.map(personOf) };
  }

  async group(id: string): Promise<ProvisionedGroup | null> {
    const doc = await this.groupDoc(id);
    return doc && !doc.deleted ? groupOf(doc) : null;
  }

  groupByTitle(title: string): Promise<ProvisionedGroup | null> {
    return this.byLookup('group-title', title, (id) => this.groupDoc(id), (doc) => doc.title.toLowerCase() === title.toLowerCase(), () =>
      this.store.groups.findOne({ title: new RegExp(`^${escape(title)}$`, 'i'), ...LIVE }, GROUP_FIELDS).lean<GroupDoc>(),
    ).then((doc) => (doc ? groupOf(doc) : null));
  }

  groupByExternalId(externalId: string): Promise<ProvisionedGroup | null> {
    return this.byLookup('group-external', externalId, (id) => this.groupDoc(id), (doc) => doc.scim_external_id === externalId, () =>
      this.store.groups.findOne({ scim_external_id: externalId, ...LIVE }, GROUP_FIELDS).lean<GroupDoc>(),
    ).then((doc) => (doc ? groupOf(doc) : null));
  }

  /** The groups (not deleted) these guids name, as people's groups (`services`) list them. */
  async groupsOf(guids: readonly string[]): Promise<ProvisionedGroup[]> {
    const docs = await Promise.all(
      guids.map((guid) => this.byLookup('group-guid', guid, (id) => this.groupDoc(id), (doc) => doc.guid === guid, () => this.store.groups.findOne({ guid, ...LIVE }, GROUP_FIELDS).lean<GroupDoc>())),
    );
    return docs.filter((doc): doc is GroupDoc => !!doc).map(groupOf);
  }

  async findGroups(criteria: DirectoryCriteria<GroupCriteriaField> | null, offset: number, limit: number): Promise<Page<ProvisionedGroup>> {
    const filter = { ...(criteria ? criteriaQuery(criteria) : {}), ...LIVE };
    const [docs, total] = await Promise.all([
      limit > 0 ? this.store.groups.find(filter, GROUP_FIELDS).sort({ _id: 1 }).skip(offset).limit(limit).lean<GroupDoc[]>() : Promise.resolve([]),
      this.store.groups.countDocuments(filter),
    ]);
    return { total, items: docs.map(groupOf) };
  }

  /**
   * The people (not deleted) whose groups list this one, with the group's member changes not yet written
   * to them laid over in their order (GroupMemberChanges), so a SCIM client reads back what it just sent.
   * The pending changes are read first: one applied meanwhile is then already in the documents. The
   * members come from the read model's set of the group (`DirectoryIndex.groupMemberIds`), their names
   * from their records: FerretDB answers `services: guid` by scanning every person. The database is
   * asked only while no generation keeping the sets is ready.
   */
  async members(group: Pick<ProvisionedGroup, '_id' | 'guid'>): Promise<GroupMember[]> {
    const changes = await this.memberChanges.changesOf(group._id);
    const ids = await this.index.groupMemberIds(group.guid);
    const docs = ids ? [] : await this.store.users.find({ services: group.guid, ...LIVE }, { fullname: 1 }).lean();
    const members = new Map<string, string | null>(ids ? ids.map((id) => [id, null] as const) : docs.map((doc) => [String(doc._id), doc.fullname] as const));
    for (const change of changes) {
      for (const id of change.add) if (!members.has(id)) members.set(id, null);
      for (const id of change.remove) members.delete(id);
    }
    const joining = [...members].filter(([, fullname]) => fullname === null).map(([id]) => id);
    const names = await this.namesOf(joining);
    for (const id of joining) {
      if (names.has(id)) members.set(id, names.get(id)!);
      else members.delete(id); // unknown or deleted: the change skips them, the model has them no more
    }
    return [...members].map(([_id, fullname]) => ({ _id, fullname: fullname! })).sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  /** People not deleted among these, with their names: from the read model, else read by `_id`. */
  private async namesOf(ids: string[]): Promise<Map<string, string>> {
    const records = await this.index.provisionedRecords(ids);
    const docs = await Promise.all(ids.map((id, n) => (records[n] ? personDocOf(records[n]!) : this.personDoc(id))));
    return new Map(docs.filter((doc): doc is PersonDoc => !!doc && !doc.deleted).map((doc) => [String(doc._id), doc.fullname] as const));
  }

  private personDoc(id: string) {
    return isValidObjectId(id) && /^[0-9a-f]{24}$/i.test(id) ? this.store.users.findById(id, PERSON_FIELDS).lean<PersonDoc>() : Promise.resolve(null);
  }

  /** From the read model, else the database (a record missing never means "no such person"). */
  private async modelledPersonDoc(id: string): Promise<PersonDoc | null> {
    const record = await this.index.provisionedRecord(id);
    return record ? personDocOf(record) : this.personDoc(id);
  }

  private groupDoc(id: string) {
    return isValidObjectId(id) && /^[0-9a-f]{24}$/i.test(id) ? this.store.groups.findById(id, GROUP_FIELDS).lean<GroupDoc>() : Promise.resolve(null);
  }

  /**
   * The map's answer checked against the document it names; when the maps are not known complete, or
   * name a document that no longer matches (renamed since), the database answers.
   */
  private async byLookup<D extends { deleted?: boolean }>(
    map: ProvisioningLookup,
    key: string,
    read: (id: string) => Promise<D | null>,
    matches: (doc: D) => boolean,
    scan: () => Promise<D | null>,
  ): Promise<D | null> {
    const [ready, id] = await Promise.all([this.index.lookupsReady().catch(() => false), this.cache.lookup(map, key)]);
    if (id) {
      const doc = await read(id);
      if (doc && !doc.deleted && matches(doc)) return doc;
    } else if (ready && id === null) {
      return null;
    }
    return scan();
  }
}
