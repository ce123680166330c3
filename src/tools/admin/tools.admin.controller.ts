import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { requestLanguage } from '../../contracts/languages';
import { adminToolExportRequestOf, adminToolListRequestOf } from './admin-tool-list.params';
import type { AdminToolRecord } from './admin-tool.record';
import { ExportToolsCsvQuery } from './queries/export-tools-csv/export-tools-csv.query';
import { FindAdminToolsByIdsQuery } from './queries/find-admin-tools-by-ids/find-admin-tools-by-ids.query';
import { GetAdminToolQuery } from './queries/get-admin-tool/get-admin-tool.query';
import { ListAdminToolsQuery } from './queries/list-admin-tools/list-admin-tools.query';
import { simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { objectId, simpleRestListQuery } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';

const RESOURCE = 'tools';
type ListQuery = SimpleRestListQuery & { lang?: string };

/** The back-office tools resource for ra-data-simple-rest (list, getMany, getOne) and its CSV export. */
@Controller('admin/tools')
export class ToolsAdminController {
  constructor(private readonly queries: QueryBus) {}

  /** Declared before `:id`, which would otherwise take "export" for an id. */
  @RequirePermission('tools.admin.export')
  @Get('export')
  async export(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: ListQuery, @Res({ passthrough: true }) res: Response) {
    const { filters, sort } = adminToolExportRequestOf(query);
    const file = await this.queries.execute(new ExportToolsCsvQuery(principal, filters, sort, requestLanguage(query.lang, principal.language)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    return file.content;
  }

  @RequirePermission('tools.admin.list')
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: ListQuery, @Res({ passthrough: true }) res: Response) {
    const request = adminToolListRequestOf(query);
    let rows: AdminToolRecord[];
    let offset = 0;
    let total: number;
    if (request.kind === 'ids') {
      rows = await this.queries.execute(new FindAdminToolsByIdsQuery(principal, request.ids));
      total = rows.length;
    } else {
      const language = requestLanguage(query.lang, principal.language);
      const page = await this.queries.execute(new ListAdminToolsQuery(principal, request.criteria, language));
      [rows, offset, total] = [page.data, request.criteria.offset, page.total];
    }
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, offset, rows.length, total));
    // The admin may be served from another origin in development: let its data provider read the total.
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @RequirePermission('tools.admin.list')
  @Get(':id')
  one(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetAdminToolQuery(principal, id));
  }
}
