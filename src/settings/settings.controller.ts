import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { UpdateFooterCommand } from './commands/update-footer/update-footer.command';
import { UpdateSettingsCommand } from './commands/update-settings/update-settings.command';
import { GetAdminConfigQuery } from './queries/get-admin-config/get-admin-config.query';
import { GetPublicConfigQuery } from './queries/get-public-config/get-public-config.query';
import { UpdateFooterBody, configQuery, updateFooterBody, updateSettingsBody } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';

/** The spec's config calls (back-office spec section 7, Config and logs). */
@Controller('config')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `GET config` for everyone; `GET config?admin=1` for administrators (403 permission_denied to others). */
  @Get()
  getConfig(@CurrentPrincipal() principal: Principal, @Query('admin', valid(configQuery)) admin?: string) {
    if (admin !== undefined && admin !== '' && admin !== '0' && admin !== 'false') return this.queries.execute(new GetAdminConfigQuery(principal));
    return this.queries.execute(new GetPublicConfigQuery());
  }

  @RequirePermission('settings.admin.update')
  @Put()
  updateConfig(@CurrentPrincipal() principal: Principal, @Body(valid(updateSettingsBody)) body: unknown) {
    return this.commands.execute(new UpdateSettingsCommand(principal, body));
  }

  @RequirePermission('settings.footer.update')
  @Put('footer')
  updateFooter(@CurrentPrincipal() principal: Principal, @Body(valid(updateFooterBody)) body: UpdateFooterBody) {
    return this.commands.execute(new UpdateFooterCommand({ userId: principal.userId!, fullname: principal.fullname }, body.footer));
  }
}
