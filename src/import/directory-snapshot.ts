import { Types } from 'mongoose';
import { DirectoryImportTarget, IMPORTED_USER_FIELDS, searchNamesOf, serviceDigest, userDigest } from '../directory/directory.public';
import type { SubsidiaryRef } from '../subsidiaries/subsidiaries.public';
import type { ServiceRow, UserRow } from './parsing/import-rows';

/** What the import knows of one stored entry: enough to tell created, changed, unchanged, absent. */
export interface StoredEntry {
  _id: Types.ObjectId;
  /** The second unique field: a user's id_portal, a group's guid. */
  unique: string;
  digest: string;
  deleted: boolean;
  subsidiaryId: string | null;
  /** Provisioned over SCIM: never marked deleted by a file. */
  scim: boolean;
}

/**
 * The keys of every stored entry of one kind, read once with a projection (FerretDB uses no index,
 * so one scan replaces a query per row). 100,000 people take ~15 MB here.
 */
export interface Snapshot {
  byKey: Map<string, StoredEntry>;
  keyOfUnique: Map<string, string>;
  /** Documents read, whatever their keys: the collection's size when it was read. */
  size: number;
}

export type { SubsidiaryRef };

export { serviceDigest, userDigest };

const USER_FIELDS = { ...IMPORTED_USER_FIELDS, provisioned_by: 1 };

type StoredUser = Omit<UserRow, 'services'> & { services?: string[]; deleted?: boolean; subsidiary?: { _id: Types.ObjectId } | null; provisioned_by?: string };

/**
 * Every person's key, digest and flags: from the search index when it holds everyone (~100 bytes a
 * person in Redis), else one streaming read of the directory (on FerretDB a decode of every document:
 * ~45 s for 100,000 people under load).
 */
export async function loadUserSnapshot(directory: DirectoryImportTarget, fromIndex: boolean): Promise<Snapshot> {
  const snapshot: Snapshot = { byKey: new Map(), keyOfUnique: new Map(), size: 0 };
  const indexed = fromIndex ? await directory.personEntries() : null;
  if (indexed) {
    for (const entry of indexed) {
      snapshot.byKey.set(entry.hermes_id, { _id: new Types.ObjectId(entry._id), unique: entry.id_portal, digest: entry.digest, deleted: entry.deleted, subsidiaryId: entry.subsidiaryId, scim: entry.scim });
      snapshot.keyOfUnique.set(entry.id_portal, entry.hermes_id);
      snapshot.size++;
    }
    return snapshot;
  }
  for await (const user of directory.entries<StoredUser>('users', USER_FIELDS)) {
    snapshot.byKey.set(user.hermes_id, {
      _id: user._id,
      unique: user.id_portal,
      digest: userDigest({ ...user, services: user.services ?? [] } as UserRow),
      deleted: !!user.deleted,
      subsidiaryId: user.subsidiary?._id ? String(user.subsidiary._id) : null,
      scim: user.provisioned_by === 'scim',
    });
    snapshot.keyOfUnique.set(user.id_portal, user.hermes_id);
    snapshot.size++;
  }
  return snapshot;
}

export async function loadServiceSnapshot(directory: DirectoryImportTarget): Promise<Snapshot> {
  const snapshot: Snapshot = { byKey: new Map(), keyOfUnique: new Map(), size: 0 };
  for await (const group of directory.entries<ServiceRow & { deleted?: boolean; provisioned_by?: string }>('services', { objectguid: 1, guid: 1, title: 1, deleted: 1, provisioned_by: 1 })) {
    snapshot.byKey.set(group.objectguid, { _id: group._id, unique: group.guid, digest: serviceDigest(group), deleted: !!group.deleted, subsidiaryId: null, scim: group.provisioned_by === 'scim' });
    snapshot.keyOfUnique.set(group.guid, group.objectguid);
    snapshot.size++;
  }
  return snapshot;
}

export function userSearchNames(row: UserRow): string[] {
  return searchNamesOf(row.firstname, row.lastname);
}
