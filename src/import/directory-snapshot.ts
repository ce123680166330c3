import { createHash } from 'node:crypto';
import { Model, Types } from 'mongoose';
import { searchNamesOf } from '../directory/search-names';
import type { Service } from '../directory/service.schema';
import type { User } from '../directory/user.schema';
import type { Subsidiary } from '../subsidiaries/subsidiary.schema';
import type { ServiceRow, UserRow } from './parsing/import-rows';

/** What the import knows of one stored entry: enough to tell created, changed, unchanged, absent. */
export interface StoredEntry {
  _id: Types.ObjectId;
  /** The second unique field: a user's id_portal, a group's guid. */
  unique: string;
  digest: string;
  deleted: boolean;
  subsidiaryId: string | null;
}

/**
 * The keys of every stored entry of one kind, read once with a projection (FerretDB uses no index,
 * so one scan replaces a query per row). 100,000 people take ~15 MB here.
 */
export interface Snapshot {
  byKey: Map<string, StoredEntry>;
  keyOfUnique: Map<string, string>;
}

export type SubsidiaryRef = { _id: Types.ObjectId; name: string };

/** The fields the import owns; a change in any of them makes the entry "updated". */
export function userDigest(user: Pick<UserRow, 'id_portal' | 'firstname' | 'lastname' | 'fullname' | 'services'> & Partial<UserRow>): string {
  return digest([
    user.id_portal,
    user.firstname,
    user.lastname,
    user.fullname,
    user.title,
    user.email,
    user.mailDomain,
    user.company,
    user.division,
    (user.services ?? []).join('\u0002'),
    // Appended only when set, so the digests of people without one stay as they were.
    ...(user.rgpd_id ? [user.rgpd_id] : []),
  ]);
}

export function serviceDigest(service: ServiceRow): string {
  return digest([service.guid, service.title]);
}

function digest(values: (string | undefined | null)[]): string {
  return createHash('md5')
    .update(values.map((value) => value ?? '').join('\u0001'))
    .digest('base64');
}

/**
 * The snapshot is one streaming read of the whole collection: on FerretDB under load it takes longer
 * than the platform's per-query limit (a read holds no write lock; the import waits for it).
 */
const SNAPSHOT_MAX_TIME_MS = 10 * 60_000;

const USER_FIELDS = { hermes_id: 1, id_portal: 1, firstname: 1, lastname: 1, fullname: 1, title: 1, email: 1, mailDomain: 1, company: 1, division: 1, rgpd_id: 1, services: 1, deleted: 1, subsidiary: 1 };

export async function loadUserSnapshot(users: Model<User>): Promise<Snapshot> {
  const snapshot: Snapshot = { byKey: new Map(), keyOfUnique: new Map() };
  for await (const user of users.find({}, USER_FIELDS).lean<User & { _id: Types.ObjectId }>().batchSize(2000).maxTimeMS(SNAPSHOT_MAX_TIME_MS).cursor()) {
    snapshot.byKey.set(user.hermes_id, {
      _id: user._id,
      unique: user.id_portal,
      digest: userDigest({ ...user, services: user.services ?? [] } as UserRow),
      deleted: !!user.deleted,
      subsidiaryId: user.subsidiary?._id ? String(user.subsidiary._id) : null,
    });
    snapshot.keyOfUnique.set(user.id_portal, user.hermes_id);
  }
  return snapshot;
}

export async function loadServiceSnapshot(services: Model<Service>): Promise<Snapshot> {
  const snapshot: Snapshot = { byKey: new Map(), keyOfUnique: new Map() };
  for await (const group of services.find({}, { objectguid: 1, guid: 1, title: 1, deleted: 1 }).lean<Service & { _id: Types.ObjectId }>().batchSize(2000).maxTimeMS(SNAPSHOT_MAX_TIME_MS).cursor()) {
    snapshot.byKey.set(group.objectguid, { _id: group._id, unique: group.guid, digest: serviceDigest(group), deleted: !!group.deleted, subsidiaryId: null });
    snapshot.keyOfUnique.set(group.guid, group.objectguid);
  }
  return snapshot;
}

/** Company name → the subsidiary grouping it (a company belongs to at most one). */
export async function loadSubsidiariesByCompany(subsidiaries: Model<Subsidiary>): Promise<Map<string, SubsidiaryRef>> {
  const map = new Map<string, SubsidiaryRef>();
  for (const sub of await subsidiaries.find({}, { name: 1, companies: 1 }).lean<(Subsidiary & { _id: Types.ObjectId })[]>()) {
    for (const company of sub.companies ?? []) map.set(company, { _id: sub._id, name: sub.name });
  }
  return map;
}

export function userSearchNames(row: UserRow): string[] {
  return searchNamesOf(row.firstname, row.lastname);
}
