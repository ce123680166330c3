import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityLog, ActivityLogSchema } from './activity-log.schema';
import { ActivityRecorder } from './activity-recorder';
import { RecordFooterUpdatedHandler } from './events/record-footer-updated.handler';
import { RecordUserUpdatedHandler } from './events/record-user-updated.handler';

export const ActivityModels = MongooseModule.forFeature([{ name: ActivityLog.name, schema: ActivityLogSchema }]);

/** Records every admin-visible change, fed by the other modules' events. */
@Module({
  imports: [ActivityModels],
  providers: [ActivityRecorder, RecordFooterUpdatedHandler, RecordUserUpdatedHandler],
  exports: [ActivityModels],
})
export class ActivityModule {}
