import { Module } from '@nestjs/common';
import { ToolStoreModule } from '../../../tool-store';
import { FinishToolDeletionHandler } from './finish-tool-deletion.handler';
import { ToolDeletion } from './tool-deletion';

/** A tool's deletion steps (ToolDeletion) and FinishToolDeletionCommand: in the api and in the worker (the reconciler). */
@Module({
  imports: [ToolStoreModule],
  providers: [ToolDeletion, FinishToolDeletionHandler],
  exports: [ToolDeletion],
})
export class ToolDeletionModule {}
