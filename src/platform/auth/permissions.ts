import type { Role } from './principal';

/**
 * The permission matrix, written once as data: action → roles allowed. The guard reads it for
 * every call that declares an action; the UIs hide what a role cannot do, never instead of this.
 */
export const PERMISSIONS = {
  'settings.footer.update': ['administrator'],
  'settings.admin.read': ['administrator'],
  'settings.import': ['administrator'],
  'settings.admin.update': ['administrator'],
  // The logs page is administrators' (back-office spec sections 1 and 6 list it among their pages only).
  'activity.read': ['administrator'],
  'defaults.manage': ['administrator', 'sub_admin'],
  'defaults.delete': ['administrator'],
  'directory.users.read_admin': ['administrator'],
  'directory.users.update': ['administrator'],
  'directory.bookmarks.read_any': ['administrator'],
  'tools.wall.read_any': ['administrator'],
  'tools.list_all': ['administrator', 'sub_admin'],
  'tools.search_by_name': ['administrator', 'sub_admin'],
  'tools.admin.list': ['administrator', 'sub_admin'],
  'tools.admin.export': ['administrator', 'sub_admin'],
  'tools.bulk_edit': ['administrator', 'sub_admin'],
  'approvals.decide': ['administrator'],
  'categories.manage': ['administrator'],
  'subsidiaries.manage': ['administrator'],
  // The Jobs page: failed and waiting mails and imports, and retrying them.
  'jobs.manage': ['administrator'],
  // The Usage page: sub-administrators see their subsidiary's tools only (the handler narrows).
  'usage.read': ['administrator', 'sub_admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function isAllowed(roles: readonly Role[], action: Action): boolean {
  const allowed: readonly Role[] = PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}
