import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { simpleRestContentRange } from '../contracts';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { logsPageCriteriaOf } from './admin/activity-log-list.params';
import { ListActivityLogsQuery } from './queries/list-activity-logs/list-activity-logs.query';
import { logsPageQuery } from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';

/** The spec's logs call (back-office section 7, Config and logs). */
@Controller('logs')
export class ActivityLogsController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET logs/all?page=N`: 50 lines, newest first; the total is in `Content-Range` (`logs 0-49/1234`) and `X-Total-Count`. */
  @RequirePermission('activity.read')
  @Get('all')
  async all(@Query('page', valid(logsPageQuery)) page: string | undefined, @Res({ passthrough: true }) res: Response) {
    const criteria = logsPageCriteriaOf(page);
    const result = await this.queries.execute(new ListActivityLogsQuery(criteria));
    res.setHeader('Content-Range', simpleRestContentRange('logs', criteria.offset, result.data.length, result.total));
    res.setHeader('X-Total-Count', String(result.total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
    return result.data;
  }
}
