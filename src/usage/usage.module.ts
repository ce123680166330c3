import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { RecordOpenHandler } from './commands/record-open/record-open.handler';
import { OpenCounter } from './open-counter';
import { GetRecentToolsHandler } from './queries/get-recent-tools/get-recent-tools.handler';
import { ToolOpenDay, ToolOpenDaySchema } from './tool-open-day.schema';
import { UsageController } from './usage.controller';
import { UsageFlusher } from './usage-flusher';
import { UsageFlushSchedule } from './usage-flush.schedule';

export const UsageModels = MongooseModule.forFeature([{ name: ToolOpenDay.name, schema: ToolOpenDaySchema }]);

/** Opens of tools: counted per tool and day (tool_open_days), and each person's own recent list. */
@Module({
  imports: [UsageModels],
  controllers: [UsageController],
  providers: [OpenCounter, UsageFlusher, RecordOpenHandler, GetRecentToolsHandler],
  exports: [UsageFlusher],
})
export class UsageModule {}

/** The worker's side: writes the counters every few seconds. */
@Module({
  imports: [UsageModels],
  providers: [OpenCounter, UsageFlusher, UsageFlushSchedule],
})
export class UsageWorkerModule {}
