import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { BearerRoute, CurrentToken, principalOfToken, type ApiTokenPrincipal } from '../../platform/auth/bearer-route';
import { simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { objectId, simpleRestListQuery } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';
import { requestLanguage } from '../../contracts/languages';
import { adminToolListRequestOf } from './admin-tool-list.params';
import type { AdminToolRecord } from './admin-tool.record';
import { FindAdminToolsByIdsQuery } from './queries/find-admin-tools-by-ids/find-admin-tools-by-ids.query';
import { GetAdminToolQuery } from './queries/get-admin-tool/get-admin-tool.query';
import { ListAdminToolsQuery } from './queries/list-admin-tools/list-admin-tools.query';

type ListQuery = SimpleRestListQuery & { lang?: string };

/**
 * The tools for programs (`catalogue:read`, or `catalogue:write` to read what it edits): the back-office
 * table's own queries and parameters (`sort`, `range`, `filter`, `lang`), over the whole catalogue,
 * awaiting approval included. Same records and `Content-Range` as `/api/admin/tools`.
 */
@Controller('integration/tools')
@BearerRoute('catalogue:read', 'catalogue:write')
export class ToolsIntegrationController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  async list(@CurrentToken() token: ApiTokenPrincipal, @Query(valid(simpleRestListQuery)) query: ListQuery, @Res({ passthrough: true }) res: Response) {
    const caller = principalOfToken(token);
    const request = adminToolListRequestOf(query);
    let rows: AdminToolRecord[];
    let offset = 0;
    let total: number;
    if (request.kind === 'ids') {
      rows = await this.queries.execute(new FindAdminToolsByIdsQuery(caller, request.ids));
      total = rows.length;
    } else {
      const page = await this.queries.execute(new ListAdminToolsQuery(caller, request.criteria, requestLanguage(query.lang, undefined)));
      [rows, offset, total] = [page.data, request.criteria.offset, page.total];
    }
    res.setHeader('Content-Range', simpleRestContentRange('tools', offset, rows.length, total));
    return rows;
  }

  @Get(':id')
  one(@CurrentToken() token: ApiTokenPrincipal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetAdminToolQuery(principalOfToken(token), id));
  }
}
