import { Query } from '@nestjs/cqrs';
import type { ActivityLogCriteria } from '../../activity-log.criteria';
import type { ActivityLogView } from '../../activity-log.view';

/** GET logs/all and GET admin/logs: one page of the log, newest first by default. */
export class ListActivityLogsQuery extends Query<{ data: ActivityLogView[]; total: number }> {
  constructor(readonly criteria: ActivityLogCriteria) {
    super();
  }
}
