import { Body, Controller, Delete, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { AddDefaultToolCommand } from './commands/add-default-tool/add-default-tool.command';
import { EditDefaultToolCommand } from './commands/edit-default-tool/edit-default-tool.command';
import { MoveDefaultToolCommand } from './commands/move-default-tool/move-default-tool.command';
import { RemoveDefaultToolCommand } from './commands/remove-default-tool/remove-default-tool.command';
import { GetDefaultToolQuery } from './queries/get-default-tool/get-default-tool.query';
import { EditDefaultToolBody, addDefaultToolBody, editDefaultToolBody, moveDefaultToolBody, objectId } from '../contracts/requests';
import { MayManageDefaultTool } from './may-manage-default-tool.guard';
import { valid } from '../platform/http/zod-validation.pipe';
import { Idempotent } from '../platform/http/idempotency/idempotency.interceptor';

/** The spec's default tool calls (back-office section 7, Default tools). */
@Controller('config/default_tools')
export class DefaultToolsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Declared before the `:id` routes so "update-position" is never read as an id. */
  @RequirePermission('defaults.manage')
  @Put('update-position')
  @UseGuards(MayManageDefaultTool)
  move(@CurrentPrincipal() principal: Principal, @Body(valid(moveDefaultToolBody)) body: unknown) {
    return this.commands.execute(new MoveDefaultToolCommand(principal, body));
  }

  @RequirePermission('defaults.manage')
  @Get(':id')
  one(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetDefaultToolQuery(principal, id));
  }

  @RequirePermission('defaults.manage')
  @Post()
  @Idempotent()
  add(@CurrentPrincipal() principal: Principal, @Body(valid(addDefaultToolBody)) body: unknown) {
    return this.commands.execute(new AddDefaultToolCommand(principal, body));
  }

  @RequirePermission('defaults.manage')
  @Put()
  @UseGuards(MayManageDefaultTool)
  edit(@CurrentPrincipal() principal: Principal, @Body(valid(editDefaultToolBody)) body: EditDefaultToolBody) {
    return this.commands.execute(new EditDefaultToolCommand(principal, body._id, body));
  }

  @RequirePermission('defaults.delete')
  @Delete(':id')
  remove(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new RemoveDefaultToolCommand(principal, id));
  }
}
