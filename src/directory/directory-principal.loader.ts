import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Principal, PrincipalLoader, Role } from '../platform/auth/principal';
import { User } from './user.schema';

/** Resolves who is calling from the directory, once per request (one indexed lookup). */
@Injectable()
export class DirectoryPrincipalLoader extends PrincipalLoader {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {
    super();
  }

  async load(loginId: string): Promise<Principal> {
    const user = await this.users.findOne({ id_portal: loginId, deleted: { $ne: true } }).lean();
    if (!user) {
      return { loginId, userId: null, registered: false, disabled: false, roles: [], subsidiaryId: null, fullname: loginId, language: 'en' };
    }
    return {
      loginId,
      userId: String(user._id),
      registered: true,
      disabled: !!user.account_disabled,
      roles: rolesOf(user),
      subsidiaryId: user.subsidiary ? String(user.subsidiary._id) : null,
      fullname: user.fullname,
      language: user.language,
    };
  }
}

export function rolesOf(user: Pick<User, 'is_administrator' | 'is_sub_admin' | 'has_access' | 'subsidiary'>): Role[] {
  const roles: Role[] = ['user'];
  if (user.is_administrator) roles.push('administrator');
  if (user.is_sub_admin && user.subsidiary) roles.push('sub_admin');
  if (user.has_access?.validations) roles.push('validator');
  return roles;
}
