import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ActivityModule } from './activity/activity.module';
import { ImportWorkerModule } from './import/import-worker.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { WorkerHealthModule } from './platform/health/health.module';
import { PlatformModule } from './platform/platform.module';

/** The worker process: the same modules without HTTP, running the BullMQ processors and schedules. */
@Module({
  imports: [PlatformModule, ScheduleModule.forRoot(), ActivityModule, MailWorkerModule, ImportWorkerModule, WorkerHealthModule],
})
export class WorkerModule {}
