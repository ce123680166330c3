import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { NotFound } from '../../../platform/http/domain.error';
import { ActivityLog } from '../../activity-log.schema';
import { activityLogViewOf, ActivityLogView, StoredActivityLog } from '../../activity-log.view';
import { GetActivityLogQuery } from './get-activity-log.query';

@QueryHandler(GetActivityLogQuery)
export class GetActivityLogHandler implements IQueryHandler<GetActivityLogQuery> {
  constructor(@InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>) {}

  async execute({ id }: GetActivityLogQuery): Promise<ActivityLogView> {
    // A malformed id is a line that does not exist: 404, never a failed cast.
    const doc = /^[0-9a-f]{24}$/i.test(id) ? await this.logs.findById(new Types.ObjectId(id)).lean<StoredActivityLog>() : null;
    if (!doc) throw new NotFound('Log line');
    return activityLogViewOf(doc);
  }
}
