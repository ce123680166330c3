import { Module, OnModuleInit } from '@nestjs/common';
import { DirectoryImportTargetModule } from '../directory/directory.public';
import { MailModule } from '../mail/mail.module';
import { SubsidiariesPublicModule } from '../subsidiaries/subsidiaries.public';
import { DirectoryImporter } from './directory-importer';
import { ImportQueueModule } from './import.module';
import { ImportProcessor } from './import.processor';
import { Outbox } from '../platform/outbox/outbox';
import { ImportFailureMailRequestedEvent } from './events/import-failure-mail-requested.event';
import { ImportFailureNotifier } from './mail/import-failure.notifier';
import { IMPORT_MAIL_REACTION, QueueImportFailureMailHandler } from './mail/queue-import-failure-mail.handler';
import { NightlyImportScheduler } from './nightly-import.scheduler';

/** The worker side: the import processor and the nightly job (ScheduleModule.forRoot is in WorkerModule). */
@Module({
  imports: [
    ImportQueueModule,
    DirectoryImportTargetModule,
    SubsidiariesPublicModule,
    MailModule,
  ],
  providers: [DirectoryImporter, ImportProcessor, ImportFailureNotifier, QueueImportFailureMailHandler, NightlyImportScheduler],
  exports: [DirectoryImporter, NightlyImportScheduler],
})
export class ImportWorkerModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    this.outbox.expect(ImportFailureMailRequestedEvent, IMPORT_MAIL_REACTION);
  }
}
