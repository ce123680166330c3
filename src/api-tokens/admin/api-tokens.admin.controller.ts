import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { type ApiTokenView, LIMITS, readSimpleRestList, simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { createApiTokenBody, objectId, simpleRestListQuery } from '../../contracts/requests';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { DomainError } from '../../platform/http/domain.error';
import { valid } from '../../platform/http/zod-validation.pipe';
import { ApiTokenNotFound } from '../api-token.errors';
import { CreateApiTokenCommand } from '../commands/create-api-token/create-api-token.command';
import { RevokeApiTokenCommand } from '../commands/revoke-api-token/revoke-api-token.command';
import { ListApiTokensQuery } from '../queries/list-api-tokens/list-api-tokens.query';

const RESOURCE = 'api_tokens';
const SORT_KEYS = ['name', 'createdAt', 'expiresAt', 'lastUsedAt', 'state', 'id'] as const;

class InvalidApiTokenParameter extends DomainError {
  constructor(parameter: string, expected: string) {
    super('API_TOKEN.INVALID_PARAMETER', `${parameter}: ${expected}`, 400, { [parameter]: expected });
  }
}

/**
 * The back-office "API tokens" resource for ra-data-simple-rest, administrators only: list, read, create
 * (the answer carries the secret, the only time it is ever shown) and revoke (DELETE keeps the token, revoked).
 */
@Controller('admin/api_tokens')
export class ApiTokensAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('api_tokens.manage')
  @Get()
  async list(@Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const read = readSimpleRestList(query, SORT_KEYS, { sort: 'createdAt', pageSize: LIMITS.tablePageSize, maxRange: 100 });
    if (!read.ok) throw new InvalidApiTokenParameter(read.parameter, read.expected);
    const { sort, offset, limit, q, ids } = read.list;
    let rows: ApiTokenView[] = await this.queries.execute(new ListApiTokensQuery());
    if (ids) rows = rows.filter((row) => ids.includes(row.id));
    const text = q.toLocaleLowerCase();
    if (text) rows = rows.filter((row) => row.name.toLocaleLowerCase().includes(text));
    const value = (row: ApiTokenView) => (sort.key === 'name' ? row.name.toLocaleLowerCase() : String(row[sort.key] ?? ''));
    rows.sort((a, b) => (sort.ascending ? 1 : -1) * (value(a).localeCompare(value(b)) || a.id.localeCompare(b.id)));
    const page = ids ? rows : rows.slice(offset, offset + limit);
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, ids ? 0 : offset, page.length, rows.length));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page;
  }

  @RequirePermission('api_tokens.manage')
  @Get(':id')
  async one(@Param('id', valid(objectId)) id: string) {
    const rows: ApiTokenView[] = await this.queries.execute(new ListApiTokensQuery());
    const row = rows.find((token) => token.id === id);
    if (!row) throw new ApiTokenNotFound();
    return row;
  }

  @RequirePermission('api_tokens.manage')
  @Post()
  @HttpCode(201)
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createApiTokenBody)) body: unknown) {
    return this.commands.execute(new CreateApiTokenCommand(principal, body));
  }

  @RequirePermission('api_tokens.manage')
  @Delete(':id')
  revoke(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new RevokeApiTokenCommand(principal, id));
  }
}
