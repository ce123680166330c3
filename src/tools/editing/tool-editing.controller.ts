import { Answers } from '../../platform/openapi/answers.decorator';
import { toolSchema } from '../../contracts/wire/entities';
import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { BulkEditToolsCommand } from './commands/bulk-edit-tools/bulk-edit-tools.command';
import { CreateToolCommand } from './commands/create-tool/create-tool.command';
import { DeleteToolsCommand } from './commands/delete-tools/delete-tools.command';
import { EditToolCommand } from './commands/edit-tool/edit-tool.command';
import { GetToolForEditingQuery } from './queries/get-tool-for-editing/get-tool-for-editing.query';
import { bulkEditToolsBody, BulkEditToolsBody, createToolBody, CreateToolBody, EditToolBody, deleteToolsBody, deleteToolsParam, editToolBody, objectId } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { MayBulkEditTools, MayDeleteTools, MayEditTool } from '../access/tool-access.guards';
import { Idempotent } from '../../platform/http/idempotency/idempotency.interceptor';
import { NewRecordId } from '../../platform/http/idempotency/idempotent-record-id';
import type { Types } from 'mongoose';

/**
 * The spec's write calls of the catalogue (back-office section 7, Tools). Rules live in the handlers; whether the
 * caller may touch the tools a call names is decided first, by a guard, before the body is read.
 */
@Controller()
export class ToolEditingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('postApp')
  @Idempotent()
  @HttpCode(201)
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createToolBody)) body: CreateToolBody, @NewRecordId() toolId: Types.ObjectId) {
    return this.commands.execute(new CreateToolCommand(principal, body, toolId));
  }

  @Put('updateApp')
  @UseGuards(MayEditTool)
  edit(@CurrentPrincipal() principal: Principal, @Body(valid(editToolBody)) body: EditToolBody) {
    return this.commands.execute(new EditToolCommand(principal, body));
  }

  @Put('deleteApps/:ids')
  @UseGuards(MayDeleteTools)
  delete(@CurrentPrincipal() principal: Principal, @Param('ids', valid(deleteToolsParam)) ids: string, @Body(valid(deleteToolsBody)) _body: unknown) {
    return this.commands.execute(new DeleteToolsCommand(principal, ids));
  }

  @RequirePermission('tools.bulk_edit')
  @Put('updateApps')
  @UseGuards(MayBulkEditTools)
  bulkEdit(@CurrentPrincipal() principal: Principal, @Body(valid(bulkEditToolsBody)) body: BulkEditToolsBody) {
    return this.commands.execute(new BulkEditToolsCommand(principal, body));
  }

  @Get('getApp/:id/true')
  @Answers(toolSchema)
  forEditing(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetToolForEditingQuery(principal, id));
  }

  @Get('getApp/:id/true/:validationId')
  pendingForEditing(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Param('validationId', valid(objectId)) validationId: string) {
    return this.queries.execute(new GetToolForEditingQuery(principal, id, validationId));
  }
}
