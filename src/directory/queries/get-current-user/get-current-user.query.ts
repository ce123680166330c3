import { Query } from '@nestjs/cqrs';
import type { CurrentUser } from '../../../contracts';

/** The signed-in person as the front needs it; null when they are not in the directory. */
export class GetCurrentUserQuery extends Query<CurrentUser | null> {
  constructor(
    readonly loginId: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
