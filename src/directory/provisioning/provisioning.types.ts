import type { Language } from '../../contracts/languages';

/** Who made a provisioning change: the API token an identity provider calls with. */
export interface ProvisioningActor {
  tokenId: string;
  tokenName: string;
}

/** The fields an identity provider sets on a person (SCIM's User, mapped by the caller). */
export interface ProvisionedPersonFields {
  id_portal: string;
  firstname: string;
  lastname: string;
  fullname: string;
  email?: string;
  title?: string;
  /** The company: the subsidiary follows it, as the file import maps it. */
  company?: string;
  division?: string;
  department?: string;
  employee_number?: string;
  external_id?: string;
  disabled: boolean;
  /** Set at creation only: afterwards the language is the person's own choice (as with the file import). */
  language?: Language;
}

/** A person as provisioning reads them. */
export interface ProvisionedPerson extends Omit<ProvisionedPersonFields, 'language'> {
  _id: string;
  language: string;
  services: string[];
  is_administrator: boolean;
  created?: Date;
  updated?: Date;
}

export interface ProvisionedGroupFields {
  title: string;
  external_id?: string;
}

export interface ProvisionedGroup extends ProvisionedGroupFields {
  _id: string;
  /** The name people's `services` list the group by: its first title, kept when it is renamed. */
  guid: string;
  created?: Date;
  updated?: Date;
}

export interface GroupMember {
  _id: string;
  fullname: string;
}

/** The directory fields a provisioning filter may name. */
export type PersonCriteriaField =
  | '_id'
  | 'id_portal'
  | 'scim_external_id'
  | 'firstname'
  | 'lastname'
  | 'fullname'
  | 'email'
  | 'title'
  | 'language'
  | 'company'
  | 'division'
  | 'department'
  | 'employee_number'
  | 'account_disabled'
  | 'created_time'
  | 'updated_time';
export type GroupCriteriaField = '_id' | 'title' | 'scim_external_id' | 'created_time' | 'updated_time';

/** A filter on people or groups, in the directory's own field names; texts compare case-insensitively unless `caseExact`. */
export type DirectoryCriteria<F extends string> =
  | { and: [DirectoryCriteria<F>, DirectoryCriteria<F>] }
  | { or: [DirectoryCriteria<F>, DirectoryCriteria<F>] }
  | { not: DirectoryCriteria<F> }
  | { field: F; op: 'pr' }
  | { field: F; op: 'eq' | 'ne' | 'co' | 'sw' | 'ew'; value: string | boolean | null; caseExact: boolean };

export interface Page<T> {
  total: number;
  items: T[];
}

/** A provisioning change refused: the caller maps the reason to its own answer. */
export class ProvisioningRefused extends Error {
  constructor(
    readonly reason: 'login-taken' | 'group-name-taken' | 'last-administrator' | 'not-found' | 'busy',
    message: string,
  ) {
    super(message);
  }
}
