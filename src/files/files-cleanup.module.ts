import { Module } from '@nestjs/common';
import { OrphanFilesScheduler } from './commands/remove-orphan-files/orphan-files.scheduler';
import { RemoveOrphanFilesHandler } from './commands/remove-orphan-files/remove-orphan-files.handler';
import { GridFsFileStore } from './gridfs-file-store';

/**
 * The worker side of uploads: the hourly removal of files nothing uses any more. The modules that own
 * references answer its questions (files/ports); the worker imports their reference modules beside it.
 */
@Module({
  providers: [GridFsFileStore, RemoveOrphanFilesHandler, OrphanFilesScheduler],
})
export class FilesCleanupModule {}
