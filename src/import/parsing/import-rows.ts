import { isLanguage, Language } from '../../contracts/languages';
import { IMPORT_LIMITS } from '../import.limits';
import type { RawRecord } from './row-source';

/** A person as the directory file describes them; the import's own fields of a user. */
export interface UserRow {
  hermes_id: string;
  id_portal: string;
  firstname: string;
  lastname: string;
  fullname: string;
  title?: string;
  email?: string;
  mailDomain?: string;
  company?: string;
  division?: string;
  /** The person's id in the company's personal-data register (front spec section 3). */
  rgpd_id?: string;
  services: string[];
  language?: Language;
}

/** A directory group. */
export interface ServiceRow {
  objectguid: string;
  guid: string;
  title: string;
}

export type RowCheck<T> = { row: T } | { reason: string; key?: string };

export const USER_COLUMNS = ['hermes_id', 'id_portal', 'firstname', 'lastname', 'fullname', 'title', 'email', 'mailDomain', 'company', 'division', 'rgpd_id', 'services', 'language'] as const;
export const USER_REQUIRED = ['hermes_id', 'id_portal', 'firstname', 'lastname'] as const;
export const SERVICE_COLUMNS = ['objectguid', 'guid', 'title'] as const;
export const SERVICE_REQUIRED = SERVICE_COLUMNS;

/** In a CSV cell, a person's groups are separated by `|`; JSON gives a list (or the same string). */
const SERVICES_SEPARATOR = '|';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NO_SPACE = /^\S+$/;

/**
 * The file's column names mapped to ours, case-insensitively ("FirstName" → firstname); unknown
 * columns are ignored. Throws the missing required columns' names, so the whole file is refused.
 */
export function columnMap(names: Iterable<string>, columns: readonly string[], required: readonly string[]): Map<string, string> | string[] {
  const ours = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const map = new Map<string, string>();
  for (const name of names) {
    const column = ours.get(name.trim().toLowerCase());
    if (column) map.set(name, column);
  }
  const present = new Set(map.values());
  const missing = required.filter((column) => !present.has(column));
  return missing.length ? missing : map;
}

/** The record's values under our column names, as trimmed strings (lists kept as lists). */
export function renameFields(record: RawRecord, map: Map<string, string>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(record)) {
    const column = map.get(name);
    if (!column || value === null || value === undefined) continue;
    out[column] = Array.isArray(value) ? value.map((item) => String(item).trim()) : String(value).trim();
  }
  return out;
}

export function checkUserRow(fields: Record<string, string | string[]>): RowCheck<UserRow> {
  const key = typeof fields.hermes_id === 'string' ? fields.hermes_id : undefined;
  const common = checkCommon(fields, USER_REQUIRED, ['services']);
  if (common) return { reason: common, key };
  const text = fields as Record<string, string>;
  if (!NO_SPACE.test(text.hermes_id)) return { reason: 'hermes_id contains a space', key };
  if (!NO_SPACE.test(text.id_portal)) return { reason: 'id_portal contains a space', key };
  if (text.email && !EMAIL.test(text.email)) return { reason: `email "${text.email}" is not an address`, key };
  const language = text.language?.toLowerCase();
  if (language && !isLanguage(language)) return { reason: `language "${text.language}" is not one of en, fr, zh, ja`, key };
  const services = listOf(fields.services);
  if (services.length > IMPORT_LIMITS.servicesPerUserMax) return { reason: `more than ${IMPORT_LIMITS.servicesPerUserMax} services`, key };
  const tooLong = services.find((service) => service.length > IMPORT_LIMITS.fieldMaxLength);
  if (tooLong) return { reason: `a service is longer than ${IMPORT_LIMITS.fieldMaxLength} characters`, key };
  const optional = (name: string) => text[name] || undefined;
  return {
    row: {
      hermes_id: text.hermes_id,
      id_portal: text.id_portal,
      firstname: text.firstname,
      lastname: text.lastname,
      fullname: text.fullname || `${text.firstname} ${text.lastname}`,
      title: optional('title'),
      email: optional('email'),
      mailDomain: optional('mailDomain') ?? (text.email ? text.email.split('@')[1].toLowerCase() : undefined),
      company: optional('company'),
      division: optional('division'),
      rgpd_id: optional('rgpd_id'),
      services: [...new Set(services)],
      language: language ? (language as Language) : undefined,
    },
  };
}

export function checkServiceRow(fields: Record<string, string | string[]>): RowCheck<ServiceRow> {
  const key = typeof fields.objectguid === 'string' ? fields.objectguid : undefined;
  const common = checkCommon(fields, SERVICE_REQUIRED, []);
  if (common) return { reason: common, key };
  const text = fields as Record<string, string>;
  if (!NO_SPACE.test(text.objectguid)) return { reason: 'objectguid contains a space', key };
  return { row: { objectguid: text.objectguid, guid: text.guid, title: text.title } };
}

/** Required fields present, lists only where lists belong, lengths, and valid UTF-8. */
function checkCommon(fields: Record<string, string | string[]>, required: readonly string[], lists: readonly string[]): string | null {
  const missing = required.filter((name) => typeof fields[name] !== 'string' || fields[name] === '');
  if (missing.length) return `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} empty`;
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value) && !lists.includes(name)) return `${name} must be text, not a list`;
    const texts = Array.isArray(value) ? value : [value];
    // A byte sequence that is not UTF-8 decodes to U+FFFD.
    if (texts.some((t) => t.includes('\uFFFD'))) return `${name} is not valid UTF-8 text`;
    if (!Array.isArray(value) && value.length > IMPORT_LIMITS.fieldMaxLength) return `${name} is longer than ${IMPORT_LIMITS.fieldMaxLength} characters`;
  }
  return null;
}

function listOf(value: string | string[] | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(SERVICES_SEPARATOR);
  return items.map((item) => item.trim()).filter(Boolean);
}
