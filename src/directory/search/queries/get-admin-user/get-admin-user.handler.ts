import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/http/domain.error';
import { InvalidDirectoryId } from '../../directory-search.errors';
import { isObjectIdText } from '../../object-ids';
import { toUserAdminView, USER_ADMIN_FIELDS, UserAdminView } from '../../user-admin.view';
import { GetAdminUserQuery } from './get-admin-user.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(GetAdminUserQuery)
export class GetAdminUserHandler implements IQueryHandler<GetAdminUserQuery> {
  constructor(private readonly store: DirectoryStore) {}

  async execute({ id }: GetAdminUserQuery): Promise<UserAdminView> {
    if (!isObjectIdText(id)) throw new InvalidDirectoryId(id);
    const user = await this.store.users.findById(id, USER_ADMIN_FIELDS).lean();
    if (!user) throw new NotFound('User');
    return toUserAdminView(user);
  }
}
