import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { EndUserSessionsCommand } from '../commands/end-user-sessions/end-user-sessions.command';
import { UpdateUserByIdCommand } from '../commands/update-user-by-id/update-user-by-id.command';
import { FindAdminUsersByIdsQuery } from './queries/find-admin-users-by-ids/find-admin-users-by-ids.query';
import { GetAdminUserQuery } from './queries/get-admin-user/get-admin-user.query';
import { ListUsersQuery } from './queries/list-users/list-users.query';
import { userListRequestOf } from './simple-rest.params';
import { toSimpleRestRecord } from './simple-rest.record';
import type { UserAdminView } from './user-admin.view';
import { MORE_MATCHES_HEADER, simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { AdminUserUpdateBody, adminUserUpdateBody, emptyBody, objectId, simpleRestListQuery } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';

const RESOURCE = 'users';

/** The back-office users resource for ra-data-simple-rest: list, getMany, getOne, update. */
@Controller('admin/users')
export class UsersAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @RequirePermission('directory.users.read_admin')
  @Get()
  async list(@Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const request = userListRequestOf(query);
    let rows: UserAdminView[];
    let offset = 0;
    let total: number;
    let more = false;
    if (request.kind === 'ids') {
      rows = await this.queries.execute(new FindAdminUsersByIdsQuery(request.ids));
      total = rows.length;
    } else {
      const page = await this.queries.execute(new ListUsersQuery(request.criteria));
      [rows, offset, total, more] = [page.data, request.criteria.offset, page.count, !!page.more];
    }
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, offset, rows.length, total));
    // More people match than are listed (the total is how many are): the table says to refine the search.
    if (more) res.setHeader(MORE_MATCHES_HEADER, 'true');
    // The admin may be served from another origin in development: let its data provider read the total.
    res.setHeader('Access-Control-Expose-Headers', `Content-Range, ${MORE_MATCHES_HEADER}`);
    return rows.map(toSimpleRestRecord);
  }

  @RequirePermission('directory.users.read_admin')
  @Get(':id')
  async one(@Param('id', valid(objectId)) id: string) {
    return toSimpleRestRecord(await this.queries.execute(new GetAdminUserQuery(id)));
  }

  /** react-admin's update: the same command as the spec's PUT updateUserById; answers the saved record. */
  @RequirePermission('directory.users.update')
  @Put(':id')
  async update(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(adminUserUpdateBody)) body: AdminUserUpdateBody) {
    await this.commands.execute(new UpdateUserByIdCommand({ userId: principal.userId!, fullname: principal.fullname }, id, body));
    return toSimpleRestRecord(await this.queries.execute(new GetAdminUserQuery(id)));
  }

  /** Signs the user out everywhere: every session of theirs ends at once, on every instance. */
  @RequirePermission('directory.users.update')
  @Post(':id/end-sessions')
  @HttpCode(200)
  endSessions(@Param('id', valid(objectId)) id: string, @Body(valid(emptyBody)) _body: unknown): Promise<{ ended: number }> {
    return this.commands.execute(new EndUserSessionsCommand(id));
  }
}
