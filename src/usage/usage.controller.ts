import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { recordOpenBody, type RecordOpenBody } from '../contracts/requests';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import { valid } from '../platform/http/zod-validation.pipe';
import type { Principal } from '../platform/auth/principal';
import { RecordOpenCommand } from './commands/record-open/record-open.command';
import { GetRecentToolsQuery } from './queries/get-recent-tools/get-recent-tools.query';

/** Opens of tools from the front, and the caller's "Recently used". Any registered person. */
@Controller('opens')
export class UsageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(204)
  async recordOpen(@CurrentPrincipal() principal: Principal, @Body(valid(recordOpenBody)) body: RecordOpenBody): Promise<void> {
    await this.commands.execute(new RecordOpenCommand(principal, body.toolId));
  }

  @Get('recent')
  recent(@CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new GetRecentToolsQuery(principal));
  }
}
