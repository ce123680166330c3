import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryModels } from '../directory/directory.module';
import { DirectorySearchModule } from '../directory/search/directory-search.module';
import { MailModule } from '../mail/mail.module';
import { Subsidiary, SubsidiarySchema } from '../subsidiaries/subsidiary.schema';
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
    DirectoryModels,
    DirectorySearchModule,
    MailModule,
    MongooseModule.forFeature([{ name: Subsidiary.name, schema: SubsidiarySchema }]),
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
