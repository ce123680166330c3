import type { CurrentUser } from '@contracts';

/** One entry of a header menu: `labelKey` is an i18n key, `href` a path of the portal. */
export interface HeaderLink {
  id: string;
  labelKey: string;
  href: string;
  /** True for the back-office: following it fires GET navAdmin (spec section 7). */
  intoBackOffice: boolean;
}

export interface HeaderMenu {
  id: 'tools' | 'profiles' | 'management';
  labelKey: string;
  links: HeaderLink[];
}

const admin = (id: string, path: string): HeaderLink => ({ id, labelKey: `header.links.${id}`, href: `/admin/${path}`, intoBackOffice: true });

/**
 * Spec section 6, administrators: Tools, Profiles and Management, each page under the name the
 * back-office's own menu gives it. The subsidiaries page is listed once (the spec's "subsidiaries"
 * and "subsidiaries management" are the same page); Jobs and Usage, pages of the back-office since,
 * close the Management menu.
 */
const ADMIN_MENUS: HeaderMenu[] = [
  {
    id: 'tools',
    labelKey: 'header.menus.tools',
    links: [admin('toolList', ''), admin('defaultTools', 'default_tools'), admin('subsidiaries', 'subsidiaries'), admin('categories', 'categories')],
  },
  { id: 'profiles', labelKey: 'header.menus.profiles', links: [admin('logs', 'logs'), admin('users', 'users')] },
  {
    id: 'management',
    labelKey: 'header.menus.management',
    links: [
      admin('validations', 'validations'),
      admin('footer', 'footer'),
      admin('config', 'config'),
      admin('importConfig', 'import-config'),
      admin('jobs', 'jobs'),
      admin('usage', 'usage'),
    ],
  },
];

/** What the header offers one person: disclosure menus, and plain links beside them. */
export interface HeaderNavigation {
  menus: HeaderMenu[];
  links: HeaderLink[];
}

/**
 * Spec section 6. Administrators get the three menus. Others get plain links: the back-office for
 * sub-administrators, the validations for those with validations access; everyone else nothing.
 */
export function headerNavigationFor(user: Pick<CurrentUser, 'is_administrator' | 'is_sub_admin' | 'has_access'>): HeaderNavigation {
  if (user.is_administrator) return { menus: ADMIN_MENUS, links: [] };
  const links: HeaderLink[] = [];
  if (user.is_sub_admin) links.push(admin('backOffice', ''));
  if (user.has_access?.validations) links.push(admin('validations', 'validations'));
  return { menus: [], links };
}
