import { Module } from '@nestjs/common';
import { CategoriesPublicModule } from '../../categories/categories.public';
import { DirectoryPublicModule } from '../../directory/directory.public';
import { DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { ValidationModels } from '../workflow/approval-workflow.module';
import { ApprovalReconciler } from './approval-reconciler';

/**
 * The worker's reconciler (needs ScheduleModule). It finishes stored decisions with the same handler
 * the api uses, and changes tools through their commands (ToolWorkflowModule, also in the worker).
 * Imported by the worker only.
 */
@Module({
  imports: [DirectoryPublicModule, CategoriesPublicModule, ValidationModels],
  providers: [DecideValidationHandler, ApprovalReconciler],
  exports: [ApprovalReconciler],
})
export class ReconcilerModule {}
