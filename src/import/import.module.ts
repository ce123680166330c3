import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { SettingsPublicModule } from '../settings/settings.public';
import { StartDirectoryImportHandler } from './commands/start-directory-import/start-directory-import.handler';
import { StartDirectoryImportController } from './commands/start-directory-import/start-directory-import.http.controller';
import { GridFsImportStorage } from './files/gridfs-multer.storage';
import { ImportFileStore } from './files/import-file-store';
import { ConfirmDirectoryImportHandler } from './commands/confirm-directory-import/confirm-directory-import.handler';
import { ConfirmDirectoryImportController } from './commands/confirm-directory-import/confirm-directory-import.http.controller';
import { ImportConfirmations } from './import-confirmations';
import { IMPORT_QUEUE } from './import-job';
import { ImportLock } from './import-lock';
import { DirectoryImportQueue } from './import-queue';
import { GetDirectoryImportController } from './queries/get-directory-import/get-directory-import.http.controller';
import { GetDirectoryImportHandler } from './queries/get-directory-import/get-directory-import.handler';

/** The producer side shared by the api (uploads) and the worker (the nightly job). */
@Module({
  imports: [BullModule.registerQueue({ name: IMPORT_QUEUE }), SettingsPublicModule],
  providers: [ImportLock, ImportFileStore, DirectoryImportQueue, ImportConfirmations],
  exports: [ImportLock, ImportFileStore, DirectoryImportQueue, ImportConfirmations, BullModule, SettingsPublicModule],
})
export class ImportQueueModule {}

/** The api side: PUT config/import (uploads streamed into GridFS) and GET config/import/:jobId. */
@Module({
  imports: [
    ImportQueueModule,
    MulterModule.registerAsync({
      imports: [ImportQueueModule],
      inject: [ImportFileStore, APP_CONFIG],
      useFactory: (store: ImportFileStore, config: AppConfig) => ({
        storage: new GridFsImportStorage(store),
        limits: { fileSize: config.IMPORT_UPLOAD_MAX_MB * 1024 * 1024, files: 2, fields: 20 },
      }),
    }),
  ],
  controllers: [StartDirectoryImportController, GetDirectoryImportController, ConfirmDirectoryImportController],
  providers: [StartDirectoryImportHandler, GetDirectoryImportHandler, ConfirmDirectoryImportHandler],
})
export class ImportModule {}
