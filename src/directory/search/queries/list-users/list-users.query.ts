import { Query } from '@nestjs/cqrs';
import type { UserAdminView } from '../../user-admin.view';
import type { UserListCriteria } from '../../user-list.criteria';

export interface UserPage {
  data: UserAdminView[];
  /** Rows matching the filter, all pages together; LIMITS.tableSearchListed when `more`. */
  count: number;
  /** Present (true) when more than LIMITS.tableSearchListed people match the search: only that many are listed. */
  more?: true;
}

/**
 * One page of the back-office users table (administrators only), for both the spec's paginate call
 * and the react-admin list. Deleted people are listed too, with their `deleted` flag: an
 * administrator looking for someone should see that they left.
 */
export class ListUsersQuery extends Query<UserPage> {
  constructor(readonly criteria: UserListCriteria) {
    super();
  }
}
