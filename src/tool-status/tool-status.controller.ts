import { Body, Controller, Delete, Get, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { objectId } from '../contracts/requests';
import { declareMaintenanceBody, DeclareMaintenanceBody, saveStatusCheckBody, SaveStatusCheckBody } from '../contracts/requests';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { valid } from '../platform/http/zod-validation.pipe';
import { DeclareMaintenanceCommand } from './commands/declare-maintenance/declare-maintenance.command';
import { EndMaintenanceCommand } from './commands/end-maintenance/end-maintenance.command';
import { RemoveStatusCheckCommand } from './commands/remove-status-check/remove-status-check.command';
import { SaveStatusCheckCommand } from './commands/save-status-check/save-status-check.command';
import { MayManageToolStatus } from './may-manage-tool-status.guard';
import { GetStatusHistoryQuery } from './queries/get-status-history/get-status-history.query';
import { GetToolStatusesQuery } from './queries/get-tool-statuses/get-tool-statuses.query';

/** The wall's statuses (every signed-in person) and a tool's check and maintenance (its editors). */
@Controller()
export class ToolStatusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('toolStatuses')
  statuses(@CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new GetToolStatusesQuery(principal));
  }

  @Get('admin/tool-status/:toolId')
  @UseGuards(MayManageToolStatus)
  history(@Param('toolId', valid(objectId)) toolId: string) {
    return this.queries.execute(new GetStatusHistoryQuery(toolId));
  }

  @Put('admin/tool-status/:toolId')
  @UseGuards(MayManageToolStatus)
  save(@Param('toolId', valid(objectId)) toolId: string, @Body(valid(saveStatusCheckBody)) body: SaveStatusCheckBody) {
    return this.commands.execute(new SaveStatusCheckCommand(toolId, body));
  }

  @Delete('admin/tool-status/:toolId')
  @UseGuards(MayManageToolStatus)
  remove(@Param('toolId', valid(objectId)) toolId: string) {
    return this.commands.execute(new RemoveStatusCheckCommand(toolId));
  }

  @Put('admin/tool-status/:toolId/maintenance')
  @UseGuards(MayManageToolStatus)
  declareMaintenance(@CurrentPrincipal() principal: Principal, @Param('toolId', valid(objectId)) toolId: string, @Body(valid(declareMaintenanceBody)) body: DeclareMaintenanceBody) {
    return this.commands.execute(new DeclareMaintenanceCommand(principal, toolId, body));
  }

  @Delete('admin/tool-status/:toolId/maintenance')
  @UseGuards(MayManageToolStatus)
  endMaintenance(@Param('toolId', valid(objectId)) toolId: string) {
    return this.commands.execute(new EndMaintenanceCommand(toolId));
  }
}
