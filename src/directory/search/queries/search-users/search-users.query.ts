import { Query } from '@nestjs/cqrs';
import type { DirectoryPerson } from '../../directory-entries';

/** People whose name parts start with the typed words (user and group pickers, both specs). */
export class SearchUsersQuery extends Query<DirectoryPerson[]> {
  constructor(readonly text: string) {
    super();
  }
}
