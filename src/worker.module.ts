import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ActivityModule } from './activity/activity.module';
import { FilesCleanupModule } from './files/files-cleanup.module';
import { ApprovalFileReferencesModule } from './approvals/file-references/approval-file-references.module';
import { CategoryFileReferencesModule } from './categories/file-references/category-file-references.module';
import { ToolFileReferencesModule } from './tools/file-references/tool-file-references.module';
import { ImportWorkerModule } from './import/import-worker.module';
import { MailWorkerModule } from './mail/mail-worker.module';
import { ReconcilerModule } from './approvals/consistency/reconciler.module';
import { ApprovalMailsModule } from './approvals/mails/approval-mails.module';
import { ApprovalWorkflowModule } from './approvals/workflow/approval-workflow.module';
import { ToolWorkflowModule } from './tools/workflow/tool-workflow.module';
import { WorkerHealthModule } from './platform/health/health.module';
import { OutboxRelayModule } from './platform/outbox/outbox-relay.module';
import { PlatformModule } from './platform/platform.module';
import { UsageWorkerModule } from './usage/usage.module';
import { NewLabelWorkerModule } from './tools/new-label/new-label-worker.module';
import { DirectoryIndexWorkerModule } from './directory/search/index-refresh.job';
import { GroupMemberChangesWorkerModule } from './directory/provisioning/group-member-changes.job';
import { IMPORT_QUEUE } from './import/import.public';
import { MAIL_QUEUE } from './mail/mail.public';
import { MetricsModule } from './platform/metrics/metrics.module';
import { ToolStatusWorkerModule } from './tool-status/tool-status-worker.module';
import { AnnouncementsWorkerModule } from './announcements/announcements-worker.module';
import { AccessRequestsWorkerModule } from './access-requests/access-requests-worker.module';
import { LocksSweepModule } from './platform/database/locks-sweep.module';

/** The worker process: the same modules without HTTP, running the BullMQ processors, the
 * schedules, the outbox relay (which redelivers events to the activity log and the mails) and the
 * sweep of old lock documents where the database has no TTL index. */
@Module({
  imports: [PlatformModule, ScheduleModule.forRoot(), ActivityModule, MailWorkerModule, ImportWorkerModule, UsageWorkerModule, ApprovalMailsModule, ToolWorkflowModule, ApprovalWorkflowModule, OutboxRelayModule, ReconcilerModule, WorkerHealthModule, FilesCleanupModule, ToolFileReferencesModule, CategoryFileReferencesModule, ApprovalFileReferencesModule, NewLabelWorkerModule, DirectoryIndexWorkerModule, GroupMemberChangesWorkerModule, ToolStatusWorkerModule, AnnouncementsWorkerModule, AccessRequestsWorkerModule, LocksSweepModule, MetricsModule.register([MAIL_QUEUE, IMPORT_QUEUE])],
})
export class WorkerModule {}
