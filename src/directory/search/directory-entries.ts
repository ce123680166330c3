import type { Types } from 'mongoose';

/** A person as pickers and name lookups show it (front spec section 3: person search result). */
export interface DirectoryPerson {
  _id: string;
  firstname: string;
  lastname: string;
  fullname: string;
  id_portal: string;
}

/** A person resolved from their directory id (`getUser/hermesid`, `getUser/id`). */
export interface DirectoryPersonDetail extends DirectoryPerson {
  hermes_id: string;
}

/** A group as pickers show it (front spec section 3: group search result). */
export interface DirectoryGroup {
  _id: string;
  title: string;
  guid: string;
}

/** A group resolved from its directory id (back-office spec section 3: directory entries). */
export interface DirectoryGroupDetail extends DirectoryGroup {
  objectguid: string;
}

/** One entry of `getMapUsers`: just enough to show a name for an id. */
export interface UserNameEntry {
  _id: string;
  fullname: string;
}

// Projections read only what an answer shows: smaller documents over the wire, and never search_names.
export const PERSON_FIELDS = { firstname: 1, lastname: 1, fullname: 1, id_portal: 1 } as const;
export const PERSON_DETAIL_FIELDS = { ...PERSON_FIELDS, hermes_id: 1 } as const;
export const GROUP_FIELDS = { title: 1, guid: 1 } as const;
export const GROUP_DETAIL_FIELDS = { ...GROUP_FIELDS, objectguid: 1 } as const;
export const USER_NAME_FIELDS = { _id: 1, fullname: 1 } as const;

type Lean<T> = T & { _id: Types.ObjectId };

export function toPerson(user: Lean<Omit<DirectoryPerson, '_id'>>): DirectoryPerson {
  return { _id: String(user._id), firstname: user.firstname, lastname: user.lastname, fullname: user.fullname, id_portal: user.id_portal };
}

export function toPersonDetail(user: Lean<Omit<DirectoryPersonDetail, '_id'>>): DirectoryPersonDetail {
  return { ...toPerson(user), hermes_id: user.hermes_id };
}

export function toGroup(group: Lean<Omit<DirectoryGroup, '_id'>>): DirectoryGroup {
  return { _id: String(group._id), title: group.title, guid: group.guid };
}

export function toGroupDetail(group: Lean<Omit<DirectoryGroupDetail, '_id'>>): DirectoryGroupDetail {
  return { ...toGroup(group), objectguid: group.objectguid };
}
