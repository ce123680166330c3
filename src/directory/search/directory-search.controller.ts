import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RateLimited } from '../../platform/rate-limits/rate-limited.decorator';
import { SearchGroupsQuery } from './queries/search-groups/search-groups.query';
import { SearchUsersQuery } from './queries/search-users/search-users.query';
import { searchText } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';

/** The pickers' word search (front spec section 7; back-office spec section 7, Users and directory). */
@Controller()
export class DirectorySearchController {
  constructor(private readonly queries: QueryBus) {}

  @RateLimited('search')
  @Get('getUsers/word/:text')
  searchUsers(@Param('text', valid(searchText)) text: string) {
    return this.queries.execute(new SearchUsersQuery(text));
  }

  @RateLimited('search')
  @Get('getServices/word/:text')
  searchGroups(@Param('text', valid(searchText)) text: string) {
    return this.queries.execute(new SearchGroupsQuery(text));
  }
}
