import { Query } from '@nestjs/cqrs';
import type { AccessRequestWire, Language } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** "My requests": the caller's requests, newest first, with their states. */
export class ListMyAccessRequestsQuery extends Query<AccessRequestWire[]> {
  constructor(
    readonly caller: Principal,
    readonly language: Language,
  ) {
    super();
  }
}
