import { Module, OnModuleInit } from '@nestjs/common';
import { Outbox } from '../platform/outbox/outbox';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../directory/directory.public';
import { SettingsPublicModule } from '../settings/settings.public';
import { ToolsModule } from '../tools/tools.module';
import { CheckAllowLists } from './checks/check-allow-list';
import { CheckSchedules, StatusCheckQueue } from './checks/check-schedules';
import { DELETED_TOOL_CHECK_REACTION, StopDeletedToolCheckHandler } from './checks/stop-deleted-tool-check.handler';
import { ToolDeletedEvent } from '../tools/tools.public';
import { DeclareMaintenanceHandler } from './commands/declare-maintenance/declare-maintenance.handler';
import { EndMaintenanceHandler } from './commands/end-maintenance/end-maintenance.handler';
import { RemoveStatusCheckHandler } from './commands/remove-status-check/remove-status-check.handler';
import { SaveStatusCheckHandler } from './commands/save-status-check/save-status-check.handler';
import { MayManageToolStatus } from './may-manage-tool-status.guard';
import { GetStatusHistoryHandler } from './queries/get-status-history/get-status-history.handler';
import { GetToolStatusesHandler } from './queries/get-tool-statuses/get-tool-statuses.handler';
import { StatusCheck, StatusCheckSchema, StatusDay, StatusDaySchema, StatusSampleHour, StatusSampleHourSchema } from './status-check.schema';
import { CheckSettings } from './check-settings';
import { StatusReadModel } from './status-read-model';
import { ToolStatusController } from './tool-status.controller';
import { ToolStatusStore } from './tool-status-store';

export const StatusModels = MongooseModule.forFeature([
  { name: StatusCheck.name, schema: StatusCheckSchema },
  { name: StatusSampleHour.name, schema: StatusSampleHourSchema },
  { name: StatusDay.name, schema: StatusDaySchema },
]);

/** The api side of tools' status checks: their settings, maintenances and the wall's statuses (issue 36). */
@Module({
  imports: [StatusModels, StatusCheckQueue, ToolsModule, SettingsPublicModule, DirectoryPublicModule],
  controllers: [ToolStatusController],
  providers: [
    CheckSchedules,
    StopDeletedToolCheckHandler,
    CheckAllowLists,
    StatusReadModel,
    CheckSettings,
    ToolStatusStore,
    MayManageToolStatus,
    SaveStatusCheckHandler,
    RemoveStatusCheckHandler,
    DeclareMaintenanceHandler,
    EndMaintenanceHandler,
    GetStatusHistoryHandler,
    GetToolStatusesHandler,
  ],
})
export class ToolStatusModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    this.outbox.expect(ToolDeletedEvent, DELETED_TOOL_CHECK_REACTION);
  }
}
