import type { Types } from 'mongoose';
import type { User } from '../user.schema';
import type { ProvisionedPerson } from './provisioning.types';

/** The fields of a person that provisioning reads (and the SCIM read model keeps). */
export const PERSON_FIELDS = {
  id_portal: 1, firstname: 1, lastname: 1, fullname: 1, email: 1, title: 1, company: 1, division: 1, department: 1, employee_number: 1,
  scim_external_id: 1, account_disabled: 1, language: 1, services: 1, is_administrator: 1, deleted: 1, created_time: 1, updated_time: 1,
} as const;

export type PersonDoc = Pick<User, keyof typeof PERSON_FIELDS & keyof User> & { _id: Types.ObjectId | string };

export function personOf(doc: PersonDoc): ProvisionedPerson {
  return {
    _id: String(doc._id),
    id_portal: doc.id_portal,
    firstname: doc.firstname,
    lastname: doc.lastname,
    fullname: doc.fullname,
    email: doc.email,
    title: doc.title,
    company: doc.company,
    division: doc.division,
    department: doc.department,
    employee_number: doc.employee_number,
    external_id: doc.scim_external_id,
    disabled: !!doc.account_disabled,
    language: doc.language,
    services: doc.services ?? [],
    is_administrator: !!doc.is_administrator,
    created: doc.created_time,
    updated: doc.updated_time,
  };
}

/** A person's provisioning fields as the read model stores them (JSON: `_id` a string, dates ISO texts). */
export type PersonRecordRow = Partial<PersonDoc> & { _id: Types.ObjectId | string };

export function personRecordOf(row: PersonRecordRow): string {
  const record: Record<string, unknown> = { _id: String(row._id) };
  for (const field of Object.keys(PERSON_FIELDS) as (keyof typeof PERSON_FIELDS)[]) if (row[field] !== undefined) record[field] = row[field];
  return JSON.stringify(record);
}

/** The stored record read back, dates revived. */
export function personDocOf(record: string): PersonDoc {
  const doc = JSON.parse(record) as PersonDoc & { created_time?: string | Date; updated_time?: string | Date };
  if (doc.created_time) doc.created_time = new Date(doc.created_time);
  if (doc.updated_time) doc.updated_time = new Date(doc.updated_time);
  return doc;
}
