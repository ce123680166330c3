import { Query } from '@nestjs/cqrs';
import type { UserAdminView } from '../../user-admin.view';

/** One user record of the back-office users resource: 400 for a malformed id, 404 for an unknown one. */
export class GetAdminUserQuery extends Query<UserAdminView> {
  constructor(readonly id: string) {
    super();
  }
}
