import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../../../../platform/auth/current-user.decorator';
import type { Principal } from '../../../../platform/auth/principal';
import { requestLanguage } from '../../../../contracts/languages';
import { GetUserCategoriesQuery } from './get-user-categories.query';
import { ignoredBody, langQuery, wallUserParam } from '../../../../contracts/requests';
import { valid } from '../../../../platform/http/zod-validation.pipe';

@Controller()
export class GetUserCategoriesController {
  constructor(private readonly queries: QueryBus) {}

  /** The body's servicesList is ignored: the counts follow the groups stored in the directory, like the wall. */
  @Post('categories/for-user/:userId')
  @HttpCode(200)
  getForUser(@CurrentPrincipal() principal: Principal, @Param('userId', valid(wallUserParam)) userId: string, @Query(valid(langQuery)) { lang }: { lang?: string }, @Body(valid(ignoredBody)) _body: unknown) {
    return this.queries.execute(new GetUserCategoriesQuery(principal, userId, requestLanguage(lang, principal.language)));
  }
}
