import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { BearerRoute, CurrentToken, principalOfToken, type ApiTokenPrincipal } from '../../platform/auth/bearer-route';
import { createToolBody, CreateToolBody, editToolBody, EditToolBody, objectId } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { CreateToolCommand } from './commands/create-tool/create-tool.command';
import { EditToolCommand } from './commands/edit-tool/edit-tool.command';

/**
 * A program creates and edits tools (`catalogue:write`) through the commands of `postApp` and `updateApp`,
 * as the integration caller (`principalOfToken`): its creation is stored unpublished and its edit leaves the
 * live tool as it is, each with an approval request an administrator accepts or rejects, exactly as a
 * manager's. The token is never a way around approval. The same body as the tool form, 400s included.
 */
@Controller('integration/tools')
@BearerRoute('catalogue:write')
export class ToolEditingIntegrationController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  create(@CurrentToken() token: ApiTokenPrincipal, @Body(valid(createToolBody)) body: CreateToolBody) {
    return this.commands.execute(new CreateToolCommand(principalOfToken(token), body, new Types.ObjectId()));
  }

  // The body before the id on purpose: Nest runs the pipes of the last parameter first, and a malformed id
  // must be named as such whatever the body (test/request-shapes.e2e-spec.ts).
  @Put(':id')
  edit(@CurrentToken() token: ApiTokenPrincipal, @Body(valid(editToolBody)) body: EditToolBody, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new EditToolCommand(principalOfToken(token), { ...body, _id: id }));
  }
}
