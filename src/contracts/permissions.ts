/**
 * The roles of the permission matrix (issue: identity and access). `integration` is no person's: it is the
 * role of a program's API token acting on the catalogue (issue 34 §5), which no matrix action lists.
 */
export type Role = 'administrator' | 'sub_admin' | 'validator' | 'user' | 'integration';

/**
 * The permission matrix, written once as data: action → roles allowed. The guard reads it for
 * every call that declares an action; the back-office opens its pages by the same matrix
 * (`mayOpenResource`), to hide what a role cannot do, never instead of the server's check.
 */
export const PERMISSIONS = {
  'settings.footer.update': ['administrator'],
  'settings.admin.read': ['administrator'],
  'settings.import': ['administrator'],
  'settings.admin.update': ['administrator'],
  // The logs page is administrators' (back-office spec sections 1 and 6 list it among their pages only).
  'activity.read': ['administrator'],
  // The OpenAPI document of the api and the back-office's "API reference" page.
  'api.reference.read': ['administrator'],
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
  // The approvals list: administrators and the holders of the validations access (designated validators also see their own requests).
  'approvals.list': ['administrator', 'validator'],
  'approvals.decide': ['administrator'],
  'categories.manage': ['administrator'],
  'subsidiaries.manage': ['administrator'],
  // The Jobs page: failed and waiting mails and imports, and retrying them.
  'jobs.manage': ['administrator'],
  // The Usage page: sub-administrators see their subsidiary's tools only (the handler narrows).
  'usage.read': ['administrator', 'sub_admin'],
  // The API tokens page: programs' tokens are administrators' alone (issue 34 §4).
  'api_tokens.manage': ['administrator'],
  // Announcements: sub-administrators write for their own subsidiary only (the handlers narrow).
  'announcements.manage': ['administrator', 'sub_admin'],
  // The Approvals page's access requests (issue 35): anyone may be an approver; the server lists and decides only their own.
  'access_requests.decide': ['user'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function isAllowed(roles: readonly Role[], action: Action): boolean {
  const allowed: readonly Role[] = PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}

/** The role flags of a directory user (`GET getOneUser`, the stored user). A sub-administrator needs a subsidiary to be one. */
export interface RoleFlags {
  is_administrator?: boolean | null;
  is_sub_admin?: boolean | null;
  has_access?: { validations?: boolean | null } | null;
  subsidiary?: { _id: unknown } | null;
}

export function rolesOf(user: RoleFlags): Role[] {
  const roles: Role[] = ['user'];
  if (user.is_administrator) roles.push('administrator');
  if (user.is_sub_admin && user.subsidiary) roles.push('sub_admin');
  if (user.has_access?.validations) roles.push('validator');
  return roles;
}

/**
 * The back-office pages and the action of the matrix each needs (react-admin's `canAccess`);
 * a page not listed is for administrators. Default tools: deleting one needs its own action.
 */
const BACK_OFFICE_PAGES: Record<string, { open: Action; delete?: Action }> = {
  footer: { open: 'settings.footer.update' },
  tools: { open: 'tools.admin.list' },
  validations: { open: 'approvals.list' },
  default_tools: { open: 'defaults.manage', delete: 'defaults.delete' },
  usage: { open: 'usage.read' },
  announcements: { open: 'announcements.manage' },
  access_requests: { open: 'access_requests.decide' },
};

export function mayOpenResource(roles: readonly Role[], resource: string, action?: string): boolean {
  const page = BACK_OFFICE_PAGES[resource];
  if (!page) return roles.includes('administrator');
  return isAllowed(roles, action === 'delete' && page.delete ? page.delete : page.open);
}
