import { Query } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../contracts';

/**
 * The signed-in person as the front needs it; null when they are not in the directory. `userId` is the
 * principal's (null when it found nobody): the person is read by it, the login id checked.
 */
export class GetCurrentUserQuery extends Query<CurrentUser | null> {
  constructor(
    readonly loginId: string,
    readonly userId: string | null,
    readonly clientAddress: string,
  ) {
    super();
  }
}
