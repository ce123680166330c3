import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { timestampedCsvFileName } from '../../../contracts/csv';
import { activityLogFilterOf, activityLogSortOf } from '../../activity-log.criteria';
import { ActivityLog } from '../../activity-log.schema';
import { activityLogViewOf, StoredActivityLog } from '../../activity-log.view';
import { ExportActivityLogsCsvQuery } from './export-activity-logs-csv.query';
import { logsCsv } from './logs-csv';

/**
 * Not in the spec: an export holds at most this many lines (the newest ones). 50,000 lines is a few MB,
 * years of a large company's back-office activity; older lines are reached by filtering.
 */
const LOGS_EXPORT_MAX_ROWS = 50_000;

@QueryHandler(ExportActivityLogsCsvQuery)
export class ExportActivityLogsCsvHandler implements IQueryHandler<ExportActivityLogsCsvQuery> {
  constructor(@InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>) {}

  async execute({ criteria }: ExportActivityLogsCsvQuery) {
    const docs = await this.logs
      .find(activityLogFilterOf(criteria))
      .sort(activityLogSortOf(criteria.ascending))
      .limit(LOGS_EXPORT_MAX_ROWS + 1)
      .lean<StoredActivityLog[]>();
    const truncated = docs.length > LOGS_EXPORT_MAX_ROWS;
    return {
      fileName: timestampedCsvFileName('logs', new Date()),
      content: logsCsv(docs.slice(0, LOGS_EXPORT_MAX_ROWS).map(activityLogViewOf)),
      truncated,
    };
  }
}
