import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AllowUnregistered } from '../platform/auth/public.decorator';
import type { AuthenticatedRequest } from '../platform/auth/principal';
import { GetCurrentUserQuery } from './queries/get-current-user/get-current-user.query';

/** The spec's directory calls (front spec section 7). */
@Controller()
export class DirectoryController {
  constructor(private readonly queries: QueryBus) {}

  /** The current user; `null` when signed in but not in the directory (the front shows why). */
  @AllowUnregistered()
  @Get('getOneUser')
  getOneUser(@Req() req: AuthenticatedRequest) {
    return this.queries.execute(new GetCurrentUserQuery(req.principal!.loginId, req.ip ?? ''));
  }
}
