import { Query } from '@nestjs/cqrs';
import type { ActivityLogCriteria } from '../../activity-log.criteria';

/** GET admin/logs/export: every matching line (up to LOGS_EXPORT_MAX_ROWS, newest first) as a CSV file. */
export class ExportActivityLogsCsvQuery extends Query<{ fileName: string; content: string; truncated: boolean }> {
  constructor(readonly criteria: Omit<ActivityLogCriteria, 'offset' | 'limit'>) {
    super();
  }
}
