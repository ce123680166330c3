import { rolesOf, type Role, type RoleFlags } from './permissions';
import { PRIVATE, PUBLIC, type VisibilityChoice } from './tool-visibility';

/**
 * Who may do what with a tool (back-office spec sections 4 to 6). The server decides with these on
 * every call; the front and the back-office use the same functions to show only what will be accepted.
 */

export interface ToolScope {
  managers: readonly string[];
  subsidiaryId: string | null;
  has_pending_validation?: boolean;
}

/** The caller as the server's principal has it; the UIs build it from `GET getOneUser` with `callerOf`. */
export interface Caller {
  userId: string | null;
  roles: readonly Role[];
  subsidiaryId: string | null;
}

/** The caller of the rules from the current user the UIs hold. */
export function callerOf(user: RoleFlags & { _id: string; subsidiary?: { _id: string } | null }): Caller {
  return { userId: user._id, roles: rolesOf(user), subsidiaryId: user.subsidiary?._id ?? null };
}

const isAdmin = (caller: Caller) => caller.roles.includes('administrator');
/** A program's token with `catalogue:write`: proposes changes to any tool, and every one waits for an administrator. */
const isIntegration = (caller: Caller) => caller.roles.includes('integration');
const isSubAdminOf = (caller: Caller, subsidiaryId: string | null) =>
  caller.roles.includes('sub_admin') && !!subsidiaryId && caller.subsidiaryId === subsidiaryId;

/** Edit a tool: administrators; its managers; the sub-administrator of its subsidiary; an integration (approval always follows). */
export function canEditTool(caller: Caller, tool: ToolScope): boolean {
  return isAdmin(caller) || isIntegration(caller) || (!!caller.userId && tool.managers.includes(caller.userId)) || isSubAdminOf(caller, tool.subsidiaryId);
}

/** Delete a tool: as editing, except that a tool awaiting approval can be deleted by administrators only. */
export function canDeleteTool(caller: Caller, tool: ToolScope): boolean {
  // An integration creates and edits, through approval; a deletion would not wait for one.
  if (isIntegration(caller)) return false;
  if (tool.has_pending_validation) return isAdmin(caller);
  return canEditTool(caller, tool);
}

/**
 * Does this change wait for an administrator? Administrators' changes apply at once, and a
 * sub-administrator's inside their own subsidiary; everything else becomes a validation.
 */
export function needsApproval(caller: Caller, target: { subsidiaryId: string | null }): boolean {
  if (isAdmin(caller)) return false;
  return !isSubAdminOf(caller, target.subsidiaryId);
}

/** The visibility choices offered to (and accepted from) this caller (spec section 5). */
export function allowedVisibilities(caller: Caller, subsidiaryIds: readonly string[]): VisibilityChoice[] {
  // An integration may propose any visibility: the administrator who accepts the change decides.
  if (isAdmin(caller) || isIntegration(caller)) return [PRIVATE, PUBLIC, ...subsidiaryIds.map((subsidiaryId) => ({ subsidiaryId }))];
  const own = caller.subsidiaryId ? [{ subsidiaryId: caller.subsidiaryId }] : [];
  if (caller.roles.includes('sub_admin')) return own;
  return [PRIVATE, PUBLIC, ...own];
}

/**
 * The visibility a new tool starts with: private (the spec lists it first, and a tool is never shown
 * to everyone before its creator decides so); a sub-administrator's only choice is their subsidiary.
 */
export function defaultVisibility(caller: Caller): VisibilityChoice {
  return allowedVisibilities(caller, [])[0] ?? PRIVATE;
}

export function isAllowedVisibility(caller: Caller, choice: VisibilityChoice, subsidiaryIds: readonly string[]): boolean {
  return allowedVisibilities(caller, subsidiaryIds).some((allowed) =>
    typeof allowed === 'number' ? allowed === choice : typeof choice === 'object' && choice.subsidiaryId === allowed.subsidiaryId,
  );
}

/** Which subsidiary's records a back-office list may show: all (null) for administrators, their own for sub-administrators. */
export function subsidiaryScopeOf(caller: Caller): { all: true } | { subsidiaryId: string } | { none: true } {
  // An integration reads the whole catalogue (`catalogue:read`) and its usage (`usage:read`).
  if (isAdmin(caller) || isIntegration(caller)) return { all: true };
  if (caller.roles.includes('sub_admin') && caller.subsidiaryId) return { subsidiaryId: caller.subsidiaryId };
  return { none: true };
}

/** Default tools: administrators any; sub-administrators those of their subsidiary; delete is for administrators. */
export function canManageDefaultTool(caller: Caller, defaultTool: { subsidiaryId: string | null }): boolean {
  return isAdmin(caller) || isSubAdminOf(caller, defaultTool.subsidiaryId);
}

export function canDeleteDefaultTool(caller: Caller): boolean {
  return isAdmin(caller);
}
