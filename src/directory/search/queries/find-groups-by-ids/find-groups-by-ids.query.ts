import { Query } from '@nestjs/cqrs';
import type { DirectoryGroup } from '../../directory-entries';

/** Titles for a list of group ids; malformed ids are ignored. */
export class FindGroupsByIdsQuery extends Query<DirectoryGroup[]> {
  constructor(readonly ids: readonly unknown[]) {
    super();
  }
}
