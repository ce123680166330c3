import { Query } from '@nestjs/cqrs';
import type { DirectoryGroup } from '../../directory-entries';

/** Directory groups whose title words start with the typed words (visibility and validator pickers). */
export class SearchGroupsQuery extends Query<DirectoryGroup[]> {
  constructor(readonly text: string) {
    super();
  }
}
