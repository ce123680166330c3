import type { ScimFilter } from '../filter/scim-filter';
import { normaliseAttributePath } from '../filter/scim-filter';
import { ScimError } from '../scim.errors';
import { isObject, PatchOperation, readText } from './patch-operations';

/** What a Group PATCH changes: its name and external id, and its members as additions and removals, or a whole new list. */
export interface GroupPatch {
  displayName?: string;
  /** null: removed. */
  externalId?: string | null;
  /** Set when the members are replaced (Okta's `replace` of all members, a `remove` of `members` without value). */
  replaceMembers: Set<string> | null;
  addMembers: Set<string>;
  removeMembers: Set<string>;
}

export const GROUP_NAME_MAX = 200;

/**
 * A Group PATCH (RFC 7644 §3.5.2) read into the changes it makes, in order. The forms sent:
 * - `add` on `members` with `[{value}]` (Entra ID, Okta);
 * - `remove` on `members[value eq "<id>"]` (Okta), or on `members` with `[{value}]` (Entra ID);
 * - `replace` on `members` (Okta pushes the whole list), or without a path with `{members: […]}`;
 * - `replace` of `displayName` / `externalId`, with a path or without (Entra ID: `{"displayName": …}`).
 * Member ids are checked by the caller (an unknown person is skipped, as RFC 7644 lets a provider do).
 */
export function readGroupPatch(operations: PatchOperation[]): GroupPatch {
  const patch: GroupPatch = { replaceMembers: null, addMembers: new Set(), removeMembers: new Set() };
  for (const operation of operations) {
    if (!operation.path) {
      for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) applyOne(patch, operation.op, normaliseAttributePath(key), undefined, value);
      continue;
    }
    const { attr, filter, sub } = operation.path;
    if (filter || sub) {
      if (attr !== 'members' || sub || operation.op !== 'remove') throw new ScimError(400, 'invalidPath', `"${operation.pathText}" is not a supported path of a Group.`);
      for (const id of memberIdsOfFilter(filter!, operation.pathText!)) removeMember(patch, id);
      continue;
    }
    applyOne(patch, operation.op, attr, operation.pathText, operation.value);
  }
  return patch;
}

function applyOne(patch: GroupPatch, op: PatchOperation['op'], path: string, pathText: string | undefined, value: unknown) {
  switch (path) {
    case 'members': {
      if (op === 'remove' && (value === undefined || value === null)) {
        patch.replaceMembers = new Set();
        patch.addMembers.clear();
        patch.removeMembers.clear();
        return;
      }
      const ids = memberIds(value);
      if (op === 'replace') {
        patch.replaceMembers = new Set(ids);
        patch.addMembers.clear();
        patch.removeMembers.clear();
      } else if (op === 'add') ids.forEach((id) => addMember(patch, id));
      else ids.forEach((id) => removeMember(patch, id));
      return;
    }
    case 'displayname':
      if (op === 'remove') throw new ScimError(400, 'mutability', '"displayName" cannot be removed.');
      patch.displayName = requiredName(value);
      return;
    case 'externalid':
      patch.externalId = op === 'remove' ? null : (readText(value, 'externalId', GROUP_NAME_MAX) ?? null);
      return;
    case 'id':
    case 'schemas':
    case 'meta':
      return; // Entra ID repeats the id in a PATCH without path; read-only attributes are left as they are
    default:
      throw new ScimError(400, 'invalidPath', `"${pathText ?? path}" is not an attribute of a Group.`);
  }
}

export function requiredName(value: unknown): string {
  const name = readText(value, 'displayName', GROUP_NAME_MAX);
  if (!name) throw new ScimError(400, 'invalidValue', '"displayName" is required.');
  return name;
}

/** `[{ "value": "<id>" }, …]` (a single object is accepted too). */
export function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => {
    if (!isObject(entry) || typeof entry.value !== 'string' || !entry.value) throw new ScimError(400, 'invalidValue', 'Each member must be an object with a "value" (a User id).');
    return entry.value;
  });
}

/** `value eq "<id>"`, or several joined by `or` (RFC 7644's example of removing two members). */
function memberIdsOfFilter(filter: ScimFilter, pathText: string): string[] {
  if (filter.op === 'or') return [...memberIdsOfFilter(filter.left, pathText), ...memberIdsOfFilter(filter.right, pathText)];
  if (filter.op === 'eq' && filter.attr === 'value' && typeof filter.value === 'string') return [filter.value];
  throw new ScimError(400, 'invalidPath', `"${pathText}": a member is named by value eq "<id>".`);
}

function addMember(patch: GroupPatch, id: string) {
  if (patch.replaceMembers) patch.replaceMembers.add(id);
  else {
    patch.addMembers.add(id);
    patch.removeMembers.delete(id);
  }
}

function removeMember(patch: GroupPatch, id: string) {
  if (patch.replaceMembers) patch.replaceMembers.delete(id);
  else {
    patch.removeMembers.add(id);
    patch.addMembers.delete(id);
  }
}
