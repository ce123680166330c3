import { Query } from '@nestjs/cqrs';
import type { AccessRequestWire, Language } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export interface AccessRequestPage {
  items: AccessRequestWire[];
  total: number;
}

/** The waiting requests the caller may decide (all of them for an administrator), newest first, a page at a time, of one tool if `toolId` is given. */
export class ListAccessRequestsToDecideQuery extends Query<AccessRequestPage> {
  constructor(
    readonly caller: Principal,
    readonly page: number,
    readonly perPage: number,
    readonly language: Language,
    readonly toolId?: string,
  ) {
    super();
  }
}
