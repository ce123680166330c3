import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { CompanyChoice } from '../contracts';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { CreateSubsidiaryCommand } from './commands/create-subsidiary/create-subsidiary.command';
import { DeleteSubsidiaryCommand } from './commands/delete-subsidiary/delete-subsidiary.command';
import { UpdateSubsidiaryCommand } from './commands/update-subsidiary/update-subsidiary.command';
import { GetSubsidiaryQuery } from './queries/get-subsidiary/get-subsidiary.query';
import { ListCompaniesQuery } from './queries/list-companies/list-companies.query';
import { ListSubsidiariesQuery } from './queries/list-subsidiaries/list-subsidiaries.query';
import type { SubsidiaryView } from './subsidiary-view';
import { UpdateSubsidiaryBody, companiesQuery, createSubsidiaryBody, objectId, updateSubsidiaryBody } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';
import { Idempotent } from '../platform/http/idempotency/idempotency.interceptor';

/** The spec's calls (back-office section 7, Subsidiaries and companies); administrators only. */
@Controller()
export class SubsidiariesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('subsidiaries.manage')
  @Get('subsidiaries')
  list() {
    return this.queries.execute(new ListSubsidiariesQuery());
  }

  /** The popin's record: its companies are every company with its `used` flag (2 this one's, 1 another's, 0 free). */
  @RequirePermission('subsidiaries.manage')
  @Get('subsidiaries/:id')
  async one(@Param('id', valid(objectId)) id: string): Promise<Omit<SubsidiaryView, 'companies'> & { companies: CompanyChoice[] }> {
    const subsidiary = await this.queries.execute(new GetSubsidiaryQuery(id));
    return { ...subsidiary, companies: await this.queries.execute(new ListCompaniesQuery(subsidiary.id)) };
  }

  @RequirePermission('subsidiaries.manage')
  @Post('subsidiaries')
  @Idempotent()
  @HttpCode(201)
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createSubsidiaryBody)) body: unknown) {
    return this.commands.execute(new CreateSubsidiaryCommand(principal, body));
  }

  @RequirePermission('subsidiaries.manage')
  @Put('subsidiaries')
  update(@CurrentPrincipal() principal: Principal, @Body(valid(updateSubsidiaryBody)) body: UpdateSubsidiaryBody) {
    return this.commands.execute(new UpdateSubsidiaryCommand(principal, body.id ?? body._id, body));
  }

  @RequirePermission('subsidiaries.manage')
  @Delete('subsidiaries/:id')
  delete(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new DeleteSubsidiaryCommand(principal, id));
  }

  /** `?subsidiary=<id>` flags the companies for that subsidiary's popin; without it, for a new one. */
  @RequirePermission('subsidiaries.manage')
  @Get('companies')
  companies(@Query('subsidiary', valid(companiesQuery)) subsidiary: string | undefined) {
    return this.queries.execute(new ListCompaniesQuery(typeof subsidiary === 'string' && subsidiary !== '' ? subsidiary : null));
  }
}
