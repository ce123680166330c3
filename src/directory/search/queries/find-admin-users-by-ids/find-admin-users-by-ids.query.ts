import { Query } from '@nestjs/cqrs';
import type { UserAdminView } from '../../user-admin.view';

/** react-admin's getMany on the users resource; malformed ids are ignored. */
export class FindAdminUsersByIdsQuery extends Query<UserAdminView[]> {
  constructor(readonly ids: readonly unknown[]) {
    super();
  }
}
