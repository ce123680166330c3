import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { activityLogFilterOf, activityLogSortOf } from '../../activity-log.criteria';
import { ActivityLog } from '../../activity-log.schema';
import { activityLogViewOf, ActivityLogView, StoredActivityLog } from '../../activity-log.view';
import { ListActivityLogsQuery } from './list-activity-logs.query';

@QueryHandler(ListActivityLogsQuery)
export class ListActivityLogsHandler implements IQueryHandler<ListActivityLogsQuery> {
  constructor(@InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>) {}

  async execute({ criteria }: ListActivityLogsQuery): Promise<{ data: ActivityLogView[]; total: number }> {
    const filter = activityLogFilterOf(criteria);
    const [docs, total] = await Promise.all([
      this.logs.find(filter).sort(activityLogSortOf(criteria.ascending)).skip(criteria.offset).limit(criteria.limit).lean<StoredActivityLog[]>(),
      this.logs.countDocuments(filter),
    ]);
    return { data: docs.map(activityLogViewOf), total };
  }
}
