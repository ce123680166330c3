import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../platform/auth/principal';

/**
 * The default tools the back-office's configuration shows this caller (`GET config?admin=1`), in list
 * order. Asked by settings, answered by `defaults`, which sits above it.
 */
export class ListConfigDefaultToolsQuery extends Query<unknown[]> {
  constructor(readonly caller: Principal) {
    super();
  }
}
