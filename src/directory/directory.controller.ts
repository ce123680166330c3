import { z } from 'zod';
import { Answers } from '../platform/openapi/answers.decorator';
import { currentUserSchema } from '../contracts/wire/current-user';
import { toolCardSchema } from '../contracts/wire/entities';
import { Body, Controller, Get, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { Types } from 'mongoose';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import { isAllowed } from '../contracts/permissions';
import type { AuthenticatedRequest, Principal } from '../platform/auth/principal';
import { AllowUnregistered } from '../platform/auth/public.decorator';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { PermissionDenied } from '../platform/http/domain.error';
import { UpdateBookmarksCommand } from './commands/update-bookmarks/update-bookmarks.command';
import { UpdateOwnProfileCommand } from './commands/update-own-profile/update-own-profile.command';
import { UpdateUserByIdCommand } from './commands/update-user-by-id/update-user-by-id.command';
import { InvalidId } from './directory.errors';
import { GetBookmarkedAppsQuery } from './queries/get-bookmarked-apps/get-bookmarked-apps.query';
import { GetCurrentUserQuery } from './queries/get-current-user/get-current-user.query';
import { UpdateBookmarksBody, UpdateOwnProfileBody, UpdateUserByIdBody, objectId, updateBookmarksBody, updateOwnProfileBody, updateUserByIdBody } from '../contracts/requests';
import { MayWriteBookmarks } from './commands/update-bookmarks/may-write-bookmarks.guard';
import { valid } from '../platform/http/zod-validation.pipe';

const actorOf = (principal: Principal) => ({ userId: principal.userId!, fullname: principal.fullname });

/** The spec's calls about the current user and bookmarks (front spec section 7, back-office section 7). */
@Controller()
export class DirectoryController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** The current user; `null` when signed in but not in the directory (the front shows why). */
  @AllowUnregistered()
  @Get('getOneUser')
  @Answers(currentUserSchema.nullable())
  async getOneUser(@Req() req: AuthenticatedRequest, @Res() res: Response) {
    const user = await this.queries.execute(new GetCurrentUserQuery(req.principal!.loginId, req.principal!.userId, req.ip ?? ''));
    // Nest would send an empty body for null; the front needs the JSON literal null.
    res.json(user);
  }

  /** The caller's own background, tour flag and language; any other field of the body is ignored. */
  @Put('updateUser')
  @Answers(currentUserSchema)
  async updateUser(@Req() req: AuthenticatedRequest, @Body(valid(updateOwnProfileBody)) body: UpdateOwnProfileBody) {
    await this.commands.execute(new UpdateOwnProfileCommand(req.principal!.userId!, body));
    return this.queries.execute(new GetCurrentUserQuery(req.principal!.loginId, req.principal!.userId, req.ip ?? ''));
  }

  @Get('getBookmarkedApps')
  @Answers(z.array(toolCardSchema))
  getOwnBookmarks(@CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new GetBookmarkedAppsQuery(principal.userId!));
  }

  /** Someone else's bookmarks are for administrators only. */
  @Get('getBookmarkedApps/:userId')
  getBookmarks(@CurrentPrincipal() principal: Principal, @Param('userId', valid(objectId)) userId: string) {
    if (!Types.ObjectId.isValid(userId)) throw new InvalidId('userId');
    if (userId !== principal.userId && !isAllowed(principal.roles, 'directory.bookmarks.read_any')) throw new PermissionDenied();
    return this.queries.execute(new GetBookmarkedAppsQuery(userId));
  }

  @Put('updateBookmarkedApps')
  @UseGuards(MayWriteBookmarks)
  updateBookmarks(@CurrentPrincipal() principal: Principal, @Body(valid(updateBookmarksBody)) body: UpdateBookmarksBody) {
    return this.commands.execute(new UpdateBookmarksCommand(principal.userId!, body._id, body.bookmarks));
  }

  @RequirePermission('directory.users.update')
  @Put('updateUserById')
  async updateUserById(@CurrentPrincipal() principal: Principal, @Body(valid(updateUserByIdBody)) body: UpdateUserByIdBody) {
    await this.commands.execute(new UpdateUserByIdCommand(actorOf(principal), body._id, body));
    return { ok: true };
  }
}
