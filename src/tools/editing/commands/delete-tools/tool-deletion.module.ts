import { Module } from '@nestjs/common';
import { ToolModels } from '../../../tools.module';
import { FinishToolDeletionHandler } from './finish-tool-deletion.handler';
import { ToolDeletion } from './tool-deletion';

/** A tool's deletion steps (ToolDeletion) and FinishToolDeletionCommand: in the api and in the worker (the reconciler). */
@Module({
  imports: [ToolModels],
  providers: [ToolDeletion, FinishToolDeletionHandler],
  exports: [ToolDeletion],
})
export class ToolDeletionModule {}
