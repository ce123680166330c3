import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { ListUsersQuery } from './queries/list-users/list-users.query';
import { paginateCriteriaOf, PaginateParams } from './users-paginate.params';
import { paginateParams, paginateQuery } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';

/** The spec's users table call (back-office spec section 7): `{ data, count }`, administrators only. */
@Controller()
export class UsersPaginateController {
  constructor(private readonly queries: QueryBus) {}

  @RequirePermission('directory.users.read_admin')
  @Get('getUsers/paginate/:pageSize/:asc/:page/:byColumn/:sortBy')
  paginate(@Param(valid(paginateParams)) params: Omit<PaginateParams, 'q'>, @Query('q', valid(paginateQuery)) q: unknown) {
    return this.queries.execute(new ListUsersQuery(paginateCriteriaOf({ ...params, q })));
  }

  /** The same call when the front has no sort to send (last name ascending then). */
  @RequirePermission('directory.users.read_admin')
  @Get('getUsers/paginate/:pageSize/:asc/:page')
  paginateUnsorted(@Param(valid(paginateParams)) params: Omit<PaginateParams, 'q'>, @Query('q', valid(paginateQuery)) q: unknown) {
    return this.queries.execute(new ListUsersQuery(paginateCriteriaOf({ ...params, q })));
  }
}
