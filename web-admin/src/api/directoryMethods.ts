import type { httpClient } from '../httpClient';
import { API_ROOT } from '../httpClient';
import type { DirectoryEntry } from './directoryEntry';

interface Person {
  _id: string;
  fullname: string;
}
interface Group {
  _id: string;
  title: string;
  guid: string;
}

const path = (text: string) => encodeURIComponent(text);
const personEntry = (person: Person): DirectoryEntry => ({ type: 'user', id: person._id, value: person._id, label: person.fullname });
const groupEntry = (group: Group): DirectoryEntry => ({ type: 'group', id: group._id, value: group.guid, label: group.title });

/** The directory calls of the pickers (spec section 7, Users and directory). */
export interface DirectoryMethods {
  searchUserEntries(text: string): Promise<DirectoryEntry[]>;
  searchGroupEntries(text: string): Promise<DirectoryEntry[]>;
  getUserEntriesByIds(ids: string[]): Promise<DirectoryEntry[]>;
  /** Groups named by the guid a tool stores (or their `_id`); groups not found are left out. */
  getGroupEntriesByIds(guids: string[]): Promise<DirectoryEntry[]>;
}

export function createDirectoryMethods(client: typeof httpClient): DirectoryMethods {
  return {
    async searchUserEntries(text) {
      const { json } = await client(`${API_ROOT}/getUsers/word/${path(text)}`);
      return ((json as Person[]) ?? []).map(personEntry);
    },
    async searchGroupEntries(text) {
      const { json } = await client(`${API_ROOT}/getServices/word/${path(text)}`);
      return ((json as Group[]) ?? []).map(groupEntry);
    },
    async getUserEntriesByIds(ids) {
      if (!ids.length) return [];
      const { json } = await client(`${API_ROOT}/getUsers/id/${ids.map(path).join(',')}`);
      return ((json as Person[]) ?? []).map(personEntry);
    },
    async getGroupEntriesByIds(guids) {
      if (!guids.length) return [];
      const { json } = await client(`${API_ROOT}/getServices/id/${guids.map(path).join(',')}`);
      return ((json as Group[]) ?? []).map(groupEntry);
    },
  };
}
