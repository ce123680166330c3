import { Query } from '@nestjs/cqrs';
import type { DirectoryPersonDetail } from '../../directory-entries';

/** One person by database id (`getUser/{id}`, `getUser/id/{id}`): 400 for a malformed id, 404 for an unknown one. */
export class GetUserByIdQuery extends Query<DirectoryPersonDetail> {
  constructor(readonly id: string) {
    super();
  }
}
