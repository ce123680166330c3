import { Module, OnModuleInit } from '@nestjs/common';
import { Outbox } from '../platform/outbox/outbox';
import { MongooseModule } from '@nestjs/mongoose';
import { ActivityLog, ActivityLogSchema } from './activity-log.schema';
import { ActivityLogsController } from './activity-logs.controller';
import { ACTIVITY_REACTION, ActivityRecorder } from './activity-recorder';
import { LogsAdminController } from './admin/logs.admin.controller';
import { ACTIVITY_LINES } from './lines/activity-lines';
import { RecordActivityHandler } from './lines/record-activity.handler';
import { ExportActivityLogsCsvHandler } from './queries/export-activity-logs-csv/export-activity-logs-csv.handler';
import { GetActivityLogHandler } from './queries/get-activity-log/get-activity-log.handler';
import { ListActivityLogsHandler } from './queries/list-activity-logs/list-activity-logs.handler';

const ActivityModels = MongooseModule.forFeature([{ name: ActivityLog.name, schema: ActivityLogSchema }]);

const ReadHandlers = [ListActivityLogsHandler, GetActivityLogHandler, ExportActivityLogsCsvHandler];

/** Records every admin-visible change, fed by the other modules' events, and serves the log (GET logs/all, /api/admin/logs). */
@Module({
  imports: [ActivityModels],
  controllers: [ActivityLogsController, LogsAdminController],
  providers: [ActivityRecorder, RecordActivityHandler, ...ReadHandlers],
  exports: [ActivityModels],
})
export class ActivityModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  /** Every event a line is recorded for waits in the outbox until its line is written. */
  onModuleInit() {
    for (const { event } of ACTIVITY_LINES) this.outbox.expect(event, ACTIVITY_REACTION);
  }
}
