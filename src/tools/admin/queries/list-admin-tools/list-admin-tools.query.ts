import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { AdminToolListCriteria } from '../../admin-tool-list.criteria';
import type { AdminToolRecord } from '../../admin-tool.record';

export interface AdminToolPage {
  data: AdminToolRecord[];
  /** Tools matching the filter, all pages together. */
  total: number;
}

/**
 * One page of the back-office tool table (back-office spec section 2, /admin): administrators see
 * every tool, awaiting approval included; sub-administrators those of their subsidiary.
 */
export class ListAdminToolsQuery extends Query<AdminToolPage> {
  constructor(
    readonly caller: Principal,
    readonly criteria: AdminToolListCriteria,
    readonly language: Language,
  ) {
    super();
  }
}
