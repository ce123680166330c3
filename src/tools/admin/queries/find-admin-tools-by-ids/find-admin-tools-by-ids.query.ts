import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import type { AdminToolRecord } from '../../admin-tool.record';

/** react-admin's getMany (`filter={"id":[...]}`): the tools of the caller's scope among these ids, in the order asked. */
export class FindAdminToolsByIdsQuery extends Query<AdminToolRecord[]> {
  constructor(
    readonly caller: Principal,
    readonly ids: string[],
  ) {
    super();
  }
}
