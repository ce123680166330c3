import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { LIMITS, readSimpleRestList, simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { CreateSubsidiaryCommand } from '../commands/create-subsidiary/create-subsidiary.command';
import { DeleteSubsidiaryCommand } from '../commands/delete-subsidiary/delete-subsidiary.command';
import { UpdateSubsidiaryCommand } from '../commands/update-subsidiary/update-subsidiary.command';
import { GetSubsidiaryQuery } from '../queries/get-subsidiary/get-subsidiary.query';
import { ListSubsidiariesQuery } from '../queries/list-subsidiaries/list-subsidiaries.query';
import { InvalidSubsidiaryParameter } from '../subsidiary.errors';
import type { SubsidiaryView } from '../subsidiary-view';
import { createSubsidiaryBody, objectId, simpleRestListQuery, updateSubsidiaryBody } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { Idempotent } from '../../platform/http/idempotency/idempotency.interceptor';

const RESOURCE = 'subsidiaries';
const SORT_KEYS = ['name', 'created_time', 'updated_time', 'id'] as const;

/** The back-office subsidiaries resource for ra-data-simple-rest; administrators only. */
@Controller('admin/subsidiaries')
export class SubsidiariesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('subsidiaries.manage')
  @Get()
  async list(@Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
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
  @Get(':id')
  one(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetSubsidiaryQuery(id));
  }

  @RequirePermission('subsidiaries.manage')
  @Post()
  @Idempotent()
  @HttpCode(201)
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createSubsidiaryBody)) body: unknown) {
    return this.commands.execute(new CreateSubsidiaryCommand(principal, body));
  }

  @RequirePermission('subsidiaries.manage')
  @Put(':id')
  update(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(updateSubsidiaryBody)) body: unknown) {
    return this.commands.execute(new UpdateSubsidiaryCommand(principal, id, body));
  }

  @RequirePermission('subsidiaries.manage')
  @Delete(':id')
  delete(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new DeleteSubsidiaryCommand(principal, id));
  }
}
