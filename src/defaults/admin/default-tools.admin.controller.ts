import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { AddDefaultToolCommand } from '../commands/add-default-tool/add-default-tool.command';
import { EditDefaultToolCommand } from '../commands/edit-default-tool/edit-default-tool.command';
import { RemoveDefaultToolCommand } from '../commands/remove-default-tool/remove-default-tool.command';
import { GetDefaultToolQuery } from '../queries/get-default-tool/get-default-tool.query';
import { ListDefaultToolsQuery } from '../queries/list-default-tools/list-default-tools.query';
import { defaultToolListCriteriaOf } from './default-tool-list.params';
import { addDefaultToolBody, editDefaultToolBody, objectId, simpleRestListQuery } from '../../contracts/requests';
import { MayManageDefaultTool } from '../may-manage-default-tool.guard';
import { valid } from '../../platform/http/zod-validation.pipe';
import { Idempotent } from '../../platform/http/idempotency/idempotency.interceptor';

const RESOURCE = 'default_tools';

/** The back-office resource /api/admin/default_tools for ra-data-simple-rest; reordering is the spec's update-position call. */
@Controller('admin/default_tools')
export class DefaultToolsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('defaults.manage')
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const criteria = defaultToolListCriteriaOf(query);
    const page = await this.queries.execute(new ListDefaultToolsQuery(principal, criteria));
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, criteria.offset ?? 0, page.data.length, page.total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page.data;
  }

  @RequirePermission('defaults.manage')
  @Get(':id')
  one(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetDefaultToolQuery(principal, id));
  }

  @RequirePermission('defaults.manage')
  @Post()
  @Idempotent()
  create(@CurrentPrincipal() principal: Principal, @Body(valid(addDefaultToolBody)) body: unknown) {
    return this.commands.execute(new AddDefaultToolCommand(principal, body));
  }

  @RequirePermission('defaults.manage')
  @Put(':id')
  @UseGuards(MayManageDefaultTool)
  update(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(editDefaultToolBody)) body: unknown) {
    return this.commands.execute(new EditDefaultToolCommand(principal, id, body));
  }

  @RequirePermission('defaults.delete')
  @Delete(':id')
  remove(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new RemoveDefaultToolCommand(principal, id));
  }
}
