import { Language } from './languages';

/** Kind of account, from the login id's prefix (front spec section 3). */
export type AccountKind = 'external' | 'generic' | 'intern' | 'employee';

export function accountKindOf(loginId: string): AccountKind {
  const id = loginId.toLowerCase();
  if (id.startsWith('c_')) return 'external';
  if (id.startsWith('g_')) return 'generic';
  if (id.startsWith('i_')) return 'intern';
  return 'employee';
}

/** The current user as `GET getOneUser` returns it (front spec section 3). */
export interface CurrentUser {
  _id: string;
  id_portal: string;
  account_kind: AccountKind;
  rgpd_id?: string;
  firstname: string;
  lastname: string;
  fullname: string;
  language: Language;
  background: number;
  bookmarks: string[];
  has_default_bookmarks: boolean;
  tour: boolean;
  services: string[];
  subsidiary: { _id: string; name?: string } | null;
  mailDomain?: string;
  company?: string;
  division?: string;
  is_administrator: boolean;
  is_sub_admin: boolean;
  has_access: { validations: boolean };
  account_disabled: boolean;
  error?: string;
  is_in_hermes_network: boolean;
  hermes_internal_websites: string[];
  updated_time?: string;
}
