import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { emptyBody, importJobIdParam } from '../../../contracts/requests';
import { CurrentPrincipal } from '../../../platform/auth/current-user.decorator';
import type { Principal } from '../../../platform/auth/principal';
import { RequirePermission } from '../../../platform/auth/require-permission.decorator';
import { valid } from '../../../platform/http/zod-validation.pipe';
import { ConfirmDirectoryImportCommand } from './confirm-directory-import.command';

/** POST config/import/:jobId/confirm: the answer holds the new job's id to poll, as PUT config/import does. */
@Controller('config/import')
export class ConfirmDirectoryImportController {
  constructor(private readonly commands: CommandBus) {}

  @RequirePermission('settings.import')
  @Post(':jobId/confirm')
  @HttpCode(200)
  confirm(@CurrentPrincipal() principal: Principal, @Param('jobId', valid(importJobIdParam)) jobId: string, @Body(valid(emptyBody)) _body: unknown) {
    return this.commands.execute(new ConfirmDirectoryImportCommand({ userId: principal.userId!, fullname: principal.fullname }, jobId));
  }
}
