import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import type { AdminToolRecord } from '../../admin-tool.record';

/** react-admin's getOne: one tool of the caller's back-office scope; 404 outside it, so ids reveal nothing. */
export class GetAdminToolQuery extends Query<AdminToolRecord> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
