import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import { DirectoryImportTarget, searchNamesOf } from '../directory/directory.public';
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

const USER_FIELDS = { hermes_id: 1, id_portal: 1, firstname: 1, lastname: 1, fullname: 1, title: 1, email: 1, mailDomain: 1, company: 1, division: 1, rgpd_id: 1, services: 1, deleted: 1, subsidiary: 1 };

type StoredUser = Omit<UserRow, 'services'> & { services?: string[]; deleted?: boolean; subsidiary?: { _id: Types.ObjectId } | null };

export async function loadUserSnapshot(directory: DirectoryImportTarget): Promise<Snapshot> {
  const snapshot: Snapshot = { byKey: new Map(), keyOfUnique: new Map(), size: 0 };
  for await (const user of directory.entries<StoredUser>('users', USER_FIELDS)) {
    snapshot.byKey.set(user.hermes_id, {
      _id: user._id,
      unique: user.id_portal,
      digest: userDigest({ ...user, services: user.services ?? [] } as UserRow),
      deleted: !!user.deleted,
      subsidiaryId: user.subsidiary?._id ? String(user.subsidiary._id) : null,
    });
    snapshot.keyOfUnique.set(user.id_portal, user.hermes_id);
    snapshot.size++;
  }
  return snapshot;
}

export async function loadServiceSnapshot(directory: DirectoryImportTarget): Promise<Snapshot> {
  const snapshot: Snapshot = { byKey: new Map(), keyOfUnique: new Map(), size: 0 };
  for await (const group of directory.entries<ServiceRow & { deleted?: boolean }>('services', { objectguid: 1, guid: 1, title: 1, deleted: 1 })) {
    snapshot.byKey.set(group.objectguid, { _id: group._id, unique: group.guid, digest: serviceDigest(group), deleted: !!group.deleted, subsidiaryId: null });
    snapshot.keyOfUnique.set(group.guid, group.objectguid);
    snapshot.size++;
  }
  return snapshot;
}

export function userSearchNames(row: UserRow): string[] {
  return searchNamesOf(row.firstname, row.lastname);
}
