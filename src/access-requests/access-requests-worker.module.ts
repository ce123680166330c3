import { Module } from '@nestjs/common';
import { AccessRequestsWorkflowModule } from './access-requests-workflow.module';
import { AccessReconciler } from './consistency/access-reconciler';
import { ACCESS_CLOCK, systemAccessClock } from './grants/access-clock';
import { AccessGrantExpiryJob } from './grants/access-grant-expiry.job';

/** The worker side: the grants' expiry job and the reconciler of decisions cut short (ScheduleModule.forRoot is in WorkerModule). */
@Module({
  imports: [AccessRequestsWorkflowModule],
  providers: [AccessGrantExpiryJob, AccessReconciler, { provide: ACCESS_CLOCK, useValue: systemAccessClock }],
  exports: [AccessGrantExpiryJob],
})
export class AccessRequestsWorkerModule {}
