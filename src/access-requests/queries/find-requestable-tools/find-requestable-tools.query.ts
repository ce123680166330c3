import { Query } from '@nestjs/cqrs';
import type { Language, RequestableToolWire } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** The requestable tools the caller does not see (search, launcher, "Request access"): never their addresses. */
export class FindRequestableToolsQuery extends Query<RequestableToolWire[]> {
  constructor(
    readonly caller: Principal,
    readonly language: Language,
  ) {
    super();
  }
}
