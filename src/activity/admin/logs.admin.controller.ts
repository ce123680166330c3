import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { ExportActivityLogsCsvQuery } from '../queries/export-activity-logs-csv/export-activity-logs-csv.query';
import { GetActivityLogQuery } from '../queries/get-activity-log/get-activity-log.query';
import { ListActivityLogsQuery } from '../queries/list-activity-logs/list-activity-logs.query';
import { activityLogCriteriaOf, activityLogFilterCriteriaOf } from './activity-log-list.params';
import { objectId, simpleRestListQuery } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';

const RESOURCE = 'logs';

/** The back-office resource /api/admin/logs (read-only) and its CSV export. */
@Controller('admin/logs')
export class LogsAdminController {
  constructor(private readonly queries: QueryBus) {}

  /** Declared before `:id`, which would otherwise take "export" for an id. */
  @RequirePermission('activity.read')
  @Get('export')
  async export(@Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const file = await this.queries.execute(new ExportActivityLogsCsvQuery(activityLogFilterCriteriaOf(query)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    if (file.truncated) res.setHeader('X-Export-Truncated', 'true');
    return file.content;
  }

  @RequirePermission('activity.read')
  @Get()
  async list(@Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const criteria = activityLogCriteriaOf(query);
    const page = await this.queries.execute(new ListActivityLogsQuery(criteria));
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, criteria.offset, page.data.length, page.total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page.data;
  }

  @RequirePermission('activity.read')
  @Get(':id')
  one(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetActivityLogQuery(id));
  }
}
