import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { BearerRoute, CurrentToken, principalOfToken, type ApiTokenPrincipal } from '../platform/auth/bearer-route';
import { usageReportQuery, UsageReportQuery } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';
import { requestLanguage } from '../tools/tools.public';
import { ExportUsageCsvQuery } from './queries/export-usage-csv/export-usage-csv.query';
import { GetUsageReportQuery } from './queries/get-usage-report/usage-report.query';

/** The Usage report and its CSV for programs (`usage:read`): the back-office page's own queries, over every tool. */
@Controller('integration/usage')
@BearerRoute('usage:read')
export class UsageIntegrationController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  report(@CurrentToken() token: ApiTokenPrincipal, @Query(valid(usageReportQuery)) query: UsageReportQuery) {
    const { category, subsidiary } = query;
    return this.queries.execute(new GetUsageReportQuery(principalOfToken(token), { category, subsidiary }, requestLanguage(query.lang, undefined)));
  }

  @Get('export')
  async export(@CurrentToken() token: ApiTokenPrincipal, @Query(valid(usageReportQuery)) query: UsageReportQuery, @Res({ passthrough: true }) res: Response) {
    const { category, subsidiary } = query;
    const file = await this.queries.execute(new ExportUsageCsvQuery(principalOfToken(token), { category, subsidiary }, requestLanguage(query.lang, undefined)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.content;
  }
}
