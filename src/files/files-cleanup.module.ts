import { Module } from '@nestjs/common';
import { ApprovalFileReferencesModule } from '../approvals/file-references/approval-file-references.module';
import { CategoryFileReferencesModule } from '../categories/file-references/category-file-references.module';
import { ToolFileReferencesModule } from '../tools/file-references/tool-file-references.module';
import { OrphanFilesScheduler } from './commands/remove-orphan-files/orphan-files.scheduler';
import { RemoveOrphanFilesHandler } from './commands/remove-orphan-files/remove-orphan-files.handler';
import { GridFsFileStore } from './gridfs-file-store';

/** The worker side of uploads: the hourly removal of files nothing uses any more. */
@Module({
  imports: [ToolFileReferencesModule, CategoryFileReferencesModule, ApprovalFileReferencesModule],
  providers: [GridFsFileStore, RemoveOrphanFilesHandler, OrphanFilesScheduler],
})
export class FilesCleanupModule {}
