import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type CompanyChoice, LIMITS, readSimpleRestList, simpleRestContentRange, type SimpleRestListQuery } from '../contracts';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { CreateSubsidiaryCommand } from './commands/create-subsidiary/create-subsidiary.command';
import { DeleteSubsidiaryCommand } from './commands/delete-subsidiary/delete-subsidiary.command';
import { UpdateSubsidiaryCommand } from './commands/update-subsidiary/update-subsidiary.command';
import { GetSubsidiaryQuery } from './queries/get-subsidiary/get-subsidiary.query';
import { ListCompaniesQuery } from './queries/list-companies/list-companies.query';
import { ListSubsidiariesQuery } from './queries/list-subsidiaries/list-subsidiaries.query';
import { InvalidSubsidiaryParameter } from './subsidiary.errors';
import type { SubsidiaryView } from './subsidiary-view';
import { UpdateSubsidiaryBody, companiesQuery, createSubsidiaryBody, objectId, simpleRestListQuery, updateSubsidiaryBody } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';
import { Idempotent } from '../platform/http/idempotency/idempotency.interceptor';

const RESOURCE = 'subsidiaries';
const SORT_KEYS = ['name', 'created_time', 'updated_time', 'id'] as const;

/**
 * The subsidiaries: the spec's calls (back-office section 7, Subsidiaries and companies) and the
 * back-office's simple-REST resource (`admin/subsidiaries`) over the same commands; administrators only.
 */
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
  /** ra-data-simple-rest's list: `Content-Range`, sort, text filter and `ids`. */
  @RequirePermission('subsidiaries.manage')
  @Get('admin/subsidiaries')
  async page(@Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const read = readSimpleRestList(query, SORT_KEYS, { sort: 'name', pageSize: LIMITS.tablePageSize, maxRange: 100 });
    if (!read.ok) throw new InvalidSubsidiaryParameter(read.parameter, read.expected);
    const { sort, offset, limit, q, ids } = read.list;
    let rows: SubsidiaryView[] = await this.queries.execute(new ListSubsidiariesQuery());
    if (ids) rows = rows.filter((row) => ids.includes(row.id));
    const text = q.toLocaleLowerCase();
    if (text) rows = rows.filter((row) => row.name.toLocaleLowerCase().includes(text));
    const value = (row: SubsidiaryView) => (sort.key === 'name' ? row.name.toLocaleLowerCase() : String(sort.key === 'id' ? row.id : (row[sort.key]?.toISOString() ?? '')));
    rows.sort((a, b) => (sort.ascending ? 1 : -1) * (value(a).localeCompare(value(b)) || a.id.localeCompare(b.id)));
    const page = ids ? rows : rows.slice(offset, offset + limit);
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, ids ? 0 : offset, page.length, rows.length));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page;
  }

  @RequirePermission('subsidiaries.manage')
  @Get('admin/subsidiaries/:id')
  record(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetSubsidiaryQuery(id));
  }

  @RequirePermission('subsidiaries.manage')
  @Get('subsidiaries/:id')
  async one(@Param('id', valid(objectId)) id: string): Promise<Omit<SubsidiaryView, 'companies'> & { companies: CompanyChoice[] }> {
    const subsidiary = await this.queries.execute(new GetSubsidiaryQuery(id));
    return { ...subsidiary, companies: await this.queries.execute(new ListCompaniesQuery(subsidiary.id)) };
  }

  @RequirePermission('subsidiaries.manage')
  @Post(['subsidiaries', 'admin/subsidiaries'])
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
  @Put('admin/subsidiaries/:id')
  updateRecord(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(updateSubsidiaryBody)) body: unknown) {
    return this.commands.execute(new UpdateSubsidiaryCommand(principal, id, body));
  }

  @RequirePermission('subsidiaries.manage')
  @Delete(['subsidiaries/:id', 'admin/subsidiaries/:id'])
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
