import { ENTERPRISE_USER, normaliseAttributePath } from '../filter/scim-filter';
import { ScimError } from '../scim.errors';
import { isEmailValuePath, removeUserAttribute, ScimUserState, setUserAttribute } from '../users/scim-user.state';
import { isObject, PatchOperation } from './patch-operations';

const ENTERPRISE = ENTERPRISE_USER.toLowerCase();

/**
 * A User PATCH applied to what the portal keeps of the user (RFC 7644 §3.5.2), in order, on a copy.
 * The identity providers' forms:
 * - a path (`name.givenName`, `emails[type eq "work"].value`, an enterprise attribute's full URN path);
 * - no path and an object value, whose keys are attribute paths themselves: Okta's
 *   `{"active": false}`, Entra ID's `{"name.givenName": "…"}` or a nested enterprise object.
 * Values are read as Entra ID sends them (`"False"` for a boolean). An unknown attribute is a 400
 * `invalidPath`; the whole PATCH then changes nothing.
 */
export function applyUserPatch(current: ScimUserState, operations: PatchOperation[]): ScimUserState {
  const state: ScimUserState = { ...current };
  for (const operation of operations) {
    if (!operation.path) {
      for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) applyOne(state, operation.op, normaliseAttributePath(key), undefined, value);
      continue;
    }
    const { attr, filter, sub } = operation.path;
    if (filter) {
      if (!isEmailValuePath(attr, sub)) {
        if (attr === 'emails' || attr === 'phonenumbers' || attr === 'addresses' || attr === 'ims' || attr === 'photos' || attr === 'entitlements' || attr === 'roles') continue;
        throw new ScimError(400, 'invalidPath', `"${operation.pathText}" is not a supported path of a User.`);
      }
      // `emails[type eq "work"]` with an object value, or `emails[…].value` with the address.
      const value = sub === undefined && isObject(operation.value) ? operation.value.value : operation.value;
      applyOne(state, operation.op, 'emails.value', undefined, value);
      continue;
    }
    applyOne(state, operation.op, sub ? `${attr}.${sub}` : attr, operation.pathText, operation.value);
  }
  return state;
}

function applyOne(state: ScimUserState, op: PatchOperation['op'], path: string, pathText: string | undefined, value: unknown) {
  if (op === 'remove') return removeUserAttribute(state, path);
  if (path === ENTERPRISE && isObject(value)) {
    for (const [key, inner] of Object.entries(value)) applyOne(state, op, `${ENTERPRISE}:${key.toLowerCase()}`, undefined, inner);
    return;
  }
  try {
    setUserAttribute(state, path, value);
  } catch (error) {
    if (error instanceof ScimError && error.scimType === 'invalidPath' && pathText) throw new ScimError(400, 'invalidPath', `"${pathText}" is not an attribute of a User.`);
    throw error;
  }
}
