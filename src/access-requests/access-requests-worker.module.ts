import { Module } from '@nestjs/common';
import { AccessRequestsWorkflowModule } from './access-requests-workflow.module';
import { ACCESS_CLOCK, systemAccessClock } from './grants/access-clock';
import { AccessGrantExpiryJob } from './grants/access-grant-expiry.job';

/** The worker side: the grants' expiry job, which also finishes decisions cut short (ScheduleModule.forRoot is in WorkerModule). */
@Module({
  imports: [AccessRequestsWorkflowModule],
  providers: [AccessGrantExpiryJob, { provide: ACCESS_CLOCK, useValue: systemAccessClock }],
  exports: [AccessGrantExpiryJob],
})
export class AccessRequestsWorkerModule {}
