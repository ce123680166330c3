import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NotFound } from '../../../../platform/http/domain.error';
import { User } from '../../../user.schema';
import { InvalidDirectoryId } from '../../directory-search.errors';
import { isObjectIdText } from '../../object-ids';
import { toUserAdminView, USER_ADMIN_FIELDS, UserAdminView } from '../../user-admin.view';
import { GetAdminUserQuery } from './get-admin-user.query';

@QueryHandler(GetAdminUserQuery)
export class GetAdminUserHandler implements IQueryHandler<GetAdminUserQuery> {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute({ id }: GetAdminUserQuery): Promise<UserAdminView> {
    if (!isObjectIdText(id)) throw new InvalidDirectoryId(id);
    const user = await this.users.findById(id, USER_ADMIN_FIELDS).lean();
    if (!user) throw new NotFound('User');
    return toUserAdminView(user);
  }
}
