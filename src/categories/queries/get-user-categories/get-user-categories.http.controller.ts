import { Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../../../platform/auth/current-user.decorator';
import type { Principal } from '../../../platform/auth/principal';
import { requestLanguage } from '../../../tools/wall/request-language';
import { GetUserCategoriesQuery } from './get-user-categories.query';

@Controller()
export class GetUserCategoriesController {
  constructor(private readonly queries: QueryBus) {}

  /** The body's servicesList is ignored: the counts follow the groups stored in the directory, like the wall. */
  @Post('categories/for-user/:userId')
  @HttpCode(200)
  getForUser(@CurrentPrincipal() principal: Principal, @Param('userId') userId: string, @Query('lang') lang?: string) {
    return this.queries.execute(new GetUserCategoriesQuery(principal, userId, requestLanguage(lang, principal.language)));
  }
}
