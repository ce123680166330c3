import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RateLimited } from '../../platform/rate-limits/rate-limited.decorator';
import { SearchGroupsQuery } from './queries/search-groups/search-groups.query';
import { SearchUsersQuery } from './queries/search-users/search-users.query';
import { searchText } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { GROUPS_SEARCH_ROUTE, USERS_SEARCH_ROUTE } from './directory-search.fast-reads';
import { z } from 'zod';
import { Answers } from '../../platform/openapi/answers.decorator';
import { directoryGroupSchema, directoryPersonSchema } from '../../contracts/wire/entities';

/**
 * The pickers' word search (front spec section 7; back-office spec section 7, Users and directory). Most
 * calls are answered before Express by `DirectorySearchFastReads`, with the same schema and queries.
 */
@Controller()
export class DirectorySearchController {
  constructor(private readonly queries: QueryBus) {}

  @RateLimited('search')
  @Get(USERS_SEARCH_ROUTE)
  @Answers(z.array(directoryPersonSchema))
  searchUsers(@Param('text', valid(searchText)) text: string) {
    return this.queries.execute(new SearchUsersQuery(text));
  }

  @RateLimited('search')
  @Get(GROUPS_SEARCH_ROUTE)
  @Answers(z.array(directoryGroupSchema))
  searchGroups(@Param('text', valid(searchText)) text: string) {
    return this.queries.execute(new SearchGroupsQuery(text));
  }
}
