import { UsageIntegrationController } from './usage.integration.controller';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecordOpenHandler } from './commands/record-open/record-open.handler';
import { OpenBeacon } from './open-beacon';
import { OpenCounter } from './open-counter';
import { GetRecentToolsHandler } from './queries/get-recent-tools/get-recent-tools.handler';
import { ToolOpenDay, ToolOpenDaySchema } from './tool-open-day.schema';
import { ToolsModule } from '../tools/tools.module';
import { ExportUsageCsvHandler } from './queries/export-usage-csv/export-usage-csv.handler';
import { GetUsageReportHandler } from './queries/get-usage-report/get-usage-report.handler';
import { UsageAdminController } from './usage.admin.controller';
import { UsageController } from './usage.controller';
import { UsageDays } from './usage-days';
import { UsageWindow } from './usage-window';
import { UsageReader } from './usage-reader';
import { UsageFlusher } from './usage-flusher';
import { UsageFlushSchedule } from './usage-flush.schedule';

const UsageModels = MongooseModule.forFeature([{ name: ToolOpenDay.name, schema: ToolOpenDaySchema }]);

/**
 * Opens of tools: counted per tool and day (tool_open_days), each person's own recent list, and the
 * back-office's Usage page (tools read from the tools module's catalogue).
 */
@Module({
  imports: [UsageModels, ToolsModule],
  controllers: [UsageController, UsageAdminController, UsageIntegrationController],
  providers: [OpenCounter, OpenBeacon, UsageFlusher, RecordOpenHandler, GetRecentToolsHandler, UsageDays, UsageWindow, UsageReader, GetUsageReportHandler, ExportUsageCsvHandler],
  exports: [UsageFlusher, OpenBeacon],
})
export class UsageModule {}

/** The worker's side: writes the counters every few seconds. */
@Module({
  imports: [UsageModels],
  providers: [OpenCounter, UsageDays, UsageWindow, UsageFlusher, UsageFlushSchedule],
})
export class UsageWorkerModule {}
