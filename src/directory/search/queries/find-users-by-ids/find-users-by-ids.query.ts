import { Query } from '@nestjs/cqrs';
import type { DirectoryPerson } from '../../directory-entries';

/**
 * Names for a list of user ids (a tool's managers and viewers). Malformed ids are ignored and
 * deleted users still resolve, so a tool keeps showing who managed it.
 */
export class FindUsersByIdsQuery extends Query<DirectoryPerson[]> {
  constructor(readonly ids: readonly unknown[]) {
    super();
  }
}
