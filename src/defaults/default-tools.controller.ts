import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { simpleRestContentRange, SimpleRestListQuery } from '../contracts';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { AddDefaultToolCommand } from './commands/add-default-tool/add-default-tool.command';
import { EditDefaultToolCommand } from './commands/edit-default-tool/edit-default-tool.command';
import { MoveDefaultToolCommand } from './commands/move-default-tool/move-default-tool.command';
import { RemoveDefaultToolCommand } from './commands/remove-default-tool/remove-default-tool.command';
import { GetDefaultToolQuery } from './queries/get-default-tool/get-default-tool.query';
import { ListDefaultToolsQuery } from './queries/list-default-tools/list-default-tools.query';
import { defaultToolListCriteriaOf } from './default-tool-list.params';
import { EditDefaultToolBody, addDefaultToolBody, editDefaultToolBody, moveDefaultToolBody, objectId, simpleRestListQuery } from '../contracts/requests';
import { MayManageDefaultTool } from './may-manage-default-tool.guard';
import { valid } from '../platform/http/zod-validation.pipe';
import { Idempotent } from '../platform/http/idempotency/idempotency.interceptor';

/**
 * Default tools, one controller for both callers: the spec's calls under `config/default_tools` (back-office
 * section 7, Default tools) and the back-office resource `admin/default_tools` for ra-data-simple-rest,
 * whose reordering is the spec's update-position call. A route both serve lists both paths.
 */
@Controller()
export class DefaultToolsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('defaults.manage')
  @Get('admin/default_tools')
  async list(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const criteria = defaultToolListCriteriaOf(query);
    const page = await this.queries.execute(new ListDefaultToolsQuery(principal, criteria));
    res.setHeader('Content-Range', simpleRestContentRange('default_tools', criteria.offset ?? 0, page.data.length, page.total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page.data;
  }

  /** Declared before the `:id` routes so "update-position" is never read as an id. */
  @RequirePermission('defaults.manage')
  @Put('config/default_tools/update-position')
  @UseGuards(MayManageDefaultTool)
  move(@CurrentPrincipal() principal: Principal, @Body(valid(moveDefaultToolBody)) body: unknown) {
    return this.commands.execute(new MoveDefaultToolCommand(principal, body));
  }

  @RequirePermission('defaults.manage')
  @Get(['config/default_tools/:id', 'admin/default_tools/:id'])
  one(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetDefaultToolQuery(principal, id));
  }

  @RequirePermission('defaults.manage')
  @Post(['config/default_tools', 'admin/default_tools'])
  @Idempotent()
  add(@CurrentPrincipal() principal: Principal, @Body(valid(addDefaultToolBody)) body: unknown) {
    return this.commands.execute(new AddDefaultToolCommand(principal, body));
  }

  /** The spec's edit names the default tool in its body (`_id`). */
  @RequirePermission('defaults.manage')
  @Put('config/default_tools')
  @UseGuards(MayManageDefaultTool)
  edit(@CurrentPrincipal() principal: Principal, @Body(valid(editDefaultToolBody)) body: EditDefaultToolBody) {
    return this.commands.execute(new EditDefaultToolCommand(principal, body._id, body));
  }

  @RequirePermission('defaults.manage')
  @Put('admin/default_tools/:id')
  @UseGuards(MayManageDefaultTool)
  editById(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(editDefaultToolBody)) body: unknown) {
    return this.commands.execute(new EditDefaultToolCommand(principal, id, body));
  }

  @RequirePermission('defaults.delete')
  @Delete(['config/default_tools/:id', 'admin/default_tools/:id'])
  remove(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new RemoveDefaultToolCommand(principal, id));
  }
}
