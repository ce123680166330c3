import type { DirectoryGroup, DirectoryPerson } from '@contracts';
import { apiRequest } from './client';

/** A person and a group of a picker (front spec section 3, search results): the wire types of src/contracts. */
export type { DirectoryGroup, DirectoryPerson } from '@contracts';

export function searchUsers(text: string): Promise<DirectoryPerson[]> {
  return apiRequest<DirectoryPerson[]>('GET', `getUsers/word/${encodeURIComponent(text)}`);
}

export function searchGroups(text: string): Promise<DirectoryGroup[]> {
  return apiRequest<DirectoryGroup[]>('GET', `getServices/word/${encodeURIComponent(text)}`);
}

/** People by id, in the order asked (deleted people included: a tool keeps showing who managed it). */
export function getUsersByIds(ids: readonly string[]): Promise<DirectoryPerson[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return apiRequest<DirectoryPerson[]>('GET', `getUsers/id/${ids.map(encodeURIComponent).join(',')}`);
}

/** Groups by the guid that tools and users store (or by `_id`), in the order asked; unknown ones are left out. */
export function getGroupsByGuids(guids: readonly string[]): Promise<DirectoryGroup[]> {
  if (guids.length === 0) return Promise.resolve([]);
  return apiRequest<DirectoryGroup[]>('GET', `getServices/id/${guids.map(encodeURIComponent).join(',')}`);
}
