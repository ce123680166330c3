import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { UpdateFooterCommand } from './commands/update-footer/update-footer.command';
import { GetPublicConfigQuery } from './queries/get-public-config/get-public-config.query';

/** The spec's config calls (back-office spec section 7, Config and logs). */
@Controller('config')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  getConfig() {
    return this.queries.execute(new GetPublicConfigQuery());
  }

  @RequirePermission('settings.footer.update')
  @Put('footer')
  updateFooter(@CurrentPrincipal() principal: Principal, @Body() body: { footer?: unknown }) {
    return this.commands.execute(new UpdateFooterCommand({ userId: principal.userId!, fullname: principal.fullname }, body?.footer));
  }
}
