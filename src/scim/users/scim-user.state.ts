import { ENTERPRISE_USER, normaliseAttributePath } from '../filter/scim-filter';
import { isObject, readBoolean, readText } from '../patch/patch-operations';
import { ScimError } from '../scim.errors';

export const CORE_USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
/** Longest text of one attribute (the directory import's limit too). */
export const SCIM_TEXT_MAX = 200;

/** What the portal keeps of a SCIM User: the attributes it supports, one value each. */
export interface ScimUserState {
  userName: string;
  externalId?: string;
  givenName?: string;
  familyName?: string;
  displayName?: string;
  email?: string;
  title?: string;
  preferredLanguage?: string;
  active: boolean;
  organization?: string;
  division?: string;
  department?: string;
  employeeNumber?: string;
}

type TextKey = Exclude<keyof ScimUserState, 'active'>;

const ENTERPRISE = ENTERPRISE_USER.toLowerCase();

/** Normalised paths of the single-valued text attributes the portal keeps. */
const TEXT_PATHS: Record<string, TextKey> = {
  username: 'userName',
  externalid: 'externalId',
  'name.givenname': 'givenName',
  'name.familyname': 'familyName',
  displayname: 'displayName',
  title: 'title',
  preferredlanguage: 'preferredLanguage',
  locale: 'preferredLanguage',
  [`${ENTERPRISE}:organization`]: 'organization',
  [`${ENTERPRISE}:division`]: 'division',
  [`${ENTERPRISE}:department`]: 'department',
  [`${ENTERPRISE}:employeenumber`]: 'employeeNumber',
};

/**
 * Attributes of the User schemas (RFC 7643 §4.1, §4.3) the portal accepts and does not keep: identity
 * providers send them in their default mappings (Entra ID: phone numbers, addresses, manager), so they
 * are not errors. Any other attribute is (`invalidPath` in a PATCH, `invalidSyntax` in a body).
 */
const IGNORED_ROOTS = new Set([
  'id', 'meta', 'schemas', 'nickname', 'profileurl', 'usertype', 'timezone', 'password', 'phonenumbers', 'ims', 'photos', 'addresses', 'groups',
  'entitlements', 'roles', 'x509certificates', 'name.formatted', 'name.middlename', 'name.honorificprefix', 'name.honorificsuffix',
  `${ENTERPRISE}:manager`, `${ENTERPRISE}:costcenter`,
]);

export const EMPTY_USER: ScimUserState = { userName: '', active: true };

/** One attribute (normalised path, e.g. `name.givenname`) set to a value, as a PUT, a POST or a PATCH gives it. */
export function setUserAttribute(state: ScimUserState, path: string, value: unknown): void {
  const root = path.split('[')[0];
  if (path === 'active') {
    state.active = readBoolean(value, 'active');
  } else if (TEXT_PATHS[path]) {
    const key = TEXT_PATHS[path];
    state[key] = readText(value, path, SCIM_TEXT_MAX) as string;
  } else if (path === 'name') {
    if (value === null) return clearName(state);
    if (!isObject(value)) throw new ScimError(400, 'invalidValue', '"name" must be an object.');
    for (const [key, inner] of Object.entries(value)) setUserAttribute(state, `name.${key.toLowerCase()}`, inner);
  } else if (path === 'emails') {
    state.email = primaryEmail(value);
  } else if (path === 'emails.value' || /^emails\.value$/.test(path)) {
    state.email = readEmail(value);
  } else if (path === ENTERPRISE) {
    if (!isObject(value)) throw new ScimError(400, 'invalidValue', `"${ENTERPRISE_USER}" must be an object.`);
    for (const [key, inner] of Object.entries(value)) setUserAttribute(state, `${ENTERPRISE}:${key.toLowerCase()}`, inner);
  } else if (!IGNORED_ROOTS.has(root) && !IGNORED_ROOTS.has(root.split('.')[0])) {
    throw new ScimError(400, 'invalidPath', `"${path}" is not an attribute of a User.`);
  }
}

/** Removes one attribute (PATCH `remove`). */
export function removeUserAttribute(state: ScimUserState, path: string): void {
  if (path === 'username') throw new ScimError(400, 'mutability', '"userName" cannot be removed.');
  if (path === 'active') state.active = true;
  else if (TEXT_PATHS[path]) delete state[TEXT_PATHS[path]];
  else if (path === 'name') clearName(state);
  else if (path === 'emails' || path === 'emails.value') delete state.email;
  else setUserAttribute(state, path, null);
}

/** A POST or PUT body read whole (every attribute not given is empty, RFC 7644 §3.5.1). */
export function readUserBody(body: unknown): ScimUserState {
  if (!isObject(body)) throw new ScimError(400, 'invalidSyntax', 'The body is not a JSON object.');
  const state: ScimUserState = { ...EMPTY_USER };
  for (const [key, value] of Object.entries(body)) {
    const path = normaliseAttributePath(key);
    try {
      setUserAttribute(state, path, value);
    } catch (error) {
      if (error instanceof ScimError && error.scimType === 'invalidPath') throw new ScimError(400, 'invalidSyntax', `"${key}" is not an attribute of a User.`);
      throw error;
    }
  }
  if (!state.userName) throw new ScimError(400, 'invalidValue', '"userName" is required.');
  if (/\s/.test(state.userName)) throw new ScimError(400, 'invalidValue', '"userName" contains a space.');
  return state;
}

function clearName(state: ScimUserState) {
  delete state.givenName;
  delete state.familyName;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readEmail(value: unknown): string | undefined {
  const email = readText(value, 'emails.value', SCIM_TEXT_MAX);
  if (email && !EMAIL.test(email)) throw new ScimError(400, 'invalidValue', `"${email}" is not a mail address.`);
  return email;
}

/** The address kept from `emails`: the primary one, else the work one, else the first. */
function primaryEmail(value: unknown): string | undefined {
  if (value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  const entries = list.map((entry) => {
    if (!isObject(entry)) throw new ScimError(400, 'invalidValue', '"emails" must be a list of objects with a "value".');
    return entry;
  });
  const chosen = entries.find((entry) => entry.primary === true || entry.primary === 'True' || entry.primary === 'true') ?? entries.find((entry) => entry.type === 'work') ?? entries[0];
  return chosen ? readEmail(chosen.value) : undefined;
}

/**
 * A PATCH path on `emails` with a filter (`emails[type eq "work"].value`, Entra ID's mapping):
 * the portal keeps one address, so any such path names it.
 */
export function isEmailValuePath(attr: string, sub: string | undefined): boolean {
  return attr === 'emails' && (sub === undefined || sub === 'value');
}
