import { Query } from '@nestjs/cqrs';
import type { AccessRequestWire, Language } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** The requests of the caller's inboxes that another approver decided lately (who and when), newest first, of one tool if `toolId` is given. */
export class ListRecentlyDecidedAccessRequestsQuery extends Query<{ items: AccessRequestWire[] }> {
  constructor(
    readonly caller: Principal,
    readonly language: Language,
    readonly toolId?: string,
  ) {
    super();
  }
}
