import { Module } from '@nestjs/common';
import { ActivityModule } from './activity/activity.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { PlatformModule } from './platform/platform.module';

/** The worker process: the same modules without HTTP, running the BullMQ processors and schedules. */
@Module({
  imports: [PlatformModule, ActivityModule, MailWorkerModule],
})
export class WorkerModule {}
