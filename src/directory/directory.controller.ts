import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
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
  async getOneUser(@Req() req: AuthenticatedRequest, @Res() res: Response) {
    const user = await this.queries.execute(new GetCurrentUserQuery(req.principal!.loginId, req.ip ?? ''));
    // Nest would send an empty body for null; the front needs the JSON literal null.
    res.json(user);
  }
}
