import { Module, OnModuleInit } from '@nestjs/common';
import { DirectoryPublicModule } from '../directory/directory.public';
import { MailModule } from '../mail/mail.module';
import { Outbox } from '../platform/outbox/outbox';
import { SettingsPublicModule } from '../settings/settings.public';
import { CheckAllowLists } from './checks/check-allow-list';
import { CheckReads } from './checks/check-reads';
import { CheckSchedules, StatusCheckQueue } from './checks/check-schedules';
import { DELETED_TOOL_CHECK_REACTION, StopDeletedToolCheckHandler } from './checks/stop-deleted-tool-check.handler';
import { ToolDeletedEvent } from '../tools/tools.public';
import { CheckWrites } from './checks/check-writes';
import { HostRate } from './checks/host-rate';
import { StatusCheckProcessor } from './checks/status-check.processor';
import { StatusCheckRunner } from './checks/status-check-runner';
import { ToolStatusMailRequestedEvent } from './events/tool-status-mail-requested.event';
import { QueueStatusMailsHandler, STATUS_MAIL_REACTION } from './mails/queue-status-mails.handler';
import { CheckSettings } from './check-settings';
import { HistoryPruning } from './history/history-pruning';
import { StatusReadModel } from './status-read-model';
import { StatusModels } from './tool-status.module';
import { ToolStatusStore } from './tool-status-store';

/** The worker side: the checks' BullMQ worker, their schedulers, pruning and the status mails (ScheduleModule.forRoot is in WorkerModule). */
@Module({
  imports: [StatusModels, StatusCheckQueue, SettingsPublicModule, DirectoryPublicModule, MailModule],
  providers: [CheckSchedules, StopDeletedToolCheckHandler, CheckAllowLists, CheckReads, HostRate, CheckWrites, StatusReadModel, CheckSettings, ToolStatusStore, StatusCheckRunner, StatusCheckProcessor, QueueStatusMailsHandler, HistoryPruning],
  exports: [StatusCheckRunner, StatusCheckProcessor],
})
export class ToolStatusWorkerModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    this.outbox.expect(ToolStatusMailRequestedEvent, STATUS_MAIL_REACTION);
    this.outbox.expect(ToolDeletedEvent, DELETED_TOOL_CHECK_REACTION);
  }
}
