import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { usageReportQuery, UsageReportQuery } from '../contracts/requests';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { valid } from '../platform/http/zod-validation.pipe';
import { requestLanguage } from '../tools/tools.public';
import { ExportUsageCsvQuery } from './queries/export-usage-csv/export-usage-csv.query';
import { GetUsageReportQuery } from './queries/get-usage-report/usage-report.query';

/** The back-office's Usage page: administrators, and sub-administrators for their subsidiary's tools. */
@Controller('admin/usage')
export class UsageAdminController {
  constructor(private readonly queries: QueryBus) {}

  @RequirePermission('usage.read')
  @Get()
  report(@CurrentPrincipal() principal: Principal, @Query(valid(usageReportQuery)) query: UsageReportQuery) {
    const { category, subsidiary } = query;
    return this.queries.execute(new GetUsageReportQuery(principal, { category, subsidiary }, requestLanguage(query.lang, principal.language)));
  }

  @RequirePermission('usage.read')
  @Get('export')
  async export(@CurrentPrincipal() principal: Principal, @Query(valid(usageReportQuery)) query: UsageReportQuery, @Res({ passthrough: true }) res: Response) {
    const { category, subsidiary } = query;
    const file = await this.queries.execute(new ExportUsageCsvQuery(principal, { category, subsidiary }, requestLanguage(query.lang, principal.language)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    return file.content;
  }
}
