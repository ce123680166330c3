import type { Types } from 'mongoose';
import type { User } from '../user.schema';

/** A user as the back-office's users table and the paginate call show it; never search_names. */
export interface UserAdminView {
  _id: string;
  id_portal: string;
  firstname: string;
  lastname: string;
  fullname: string;
  language: string;
  services: string[];
  subsidiary: { _id: string; name?: string } | null;
  is_administrator: boolean;
  is_sub_admin: boolean;
  has_access: { validations: boolean };
  has_default_bookmarks: boolean;
  account_disabled: boolean;
  deleted: boolean;
  last_login_time: string | null;
  updated_time: string | null;
}

export const USER_ADMIN_FIELDS = {
  id_portal: 1,
  firstname: 1,
  lastname: 1,
  fullname: 1,
  language: 1,
  services: 1,
  subsidiary: 1,
  is_administrator: 1,
  is_sub_admin: 1,
  has_access: 1,
  has_default_bookmarks: 1,
  account_disabled: 1,
  deleted: 1,
  last_login_time: 1,
  updated_time: 1,
} as const;

type LeanUser = Partial<User> & { _id: Types.ObjectId };

export function toUserAdminView(user: LeanUser): UserAdminView {
  return {
    _id: String(user._id),
    id_portal: user.id_portal ?? '',
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    fullname: user.fullname ?? '',
    language: user.language ?? 'en',
    services: user.services ?? [],
    subsidiary: user.subsidiary ? { _id: String(user.subsidiary._id), name: user.subsidiary.name } : null,
    is_administrator: !!user.is_administrator,
    is_sub_admin: !!user.is_sub_admin,
    has_access: { validations: !!user.has_access?.validations },
    has_default_bookmarks: user.has_default_bookmarks ?? true,
    account_disabled: !!user.account_disabled,
    deleted: !!user.deleted,
    last_login_time: user.last_login_time ? new Date(user.last_login_time).toISOString() : null,
    updated_time: user.updated_time ? new Date(user.updated_time).toISOString() : null,
  };
}
