import { Query } from '@nestjs/cqrs';
import type { DirectoryGroup } from '../../directory-entries';

/**
 * Titles for a list of groups named by `_id` or by guid (what tools, default tools and users store).
 * Groups not found are left out; an entry that cannot name a group is refused (400).
 */
export class FindGroupsByIdsQuery extends Query<DirectoryGroup[]> {
  constructor(readonly ids: readonly unknown[]) {
    super();
  }
}
