import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { AdminConfig } from '../../../contracts/wire/admin-config';

/** GET config?admin=1: the whole configuration, for administrators. */
export class GetAdminConfigQuery extends Query<AdminConfig> {
  constructor(readonly caller: Principal) {
    super();
  }
}
