import type { Types } from 'mongoose';
import type { DirectoryGroup, DirectoryGroupDetail, DirectoryPerson } from '../../contracts/wire/entities';

/** A person as pickers and name lookups show it, and a group (front spec section 3: search results); schemas in contracts/wire. */
export type { DirectoryGroup, DirectoryGroupDetail, DirectoryPerson };

/** A person resolved from their directory id (`getUser/hermesid`, `getUser/id`). */
export interface DirectoryPersonDetail extends DirectoryPerson {
  hermes_id: string;
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
