import { Module } from '@nestjs/common';
import { CategoriesPublicModule } from '../../categories/categories.public';
import { CategoryDeletionModule } from '../../categories/commands/delete-category/category-deletion.module';
import { DirectoryPublicModule } from '../../directory/directory.public';
import { ToolDeletionModule } from '../../tools/editing/commands/delete-tools/tool-deletion.module';
import { DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { ValidationModels } from '../workflow/approval-workflow.module';
import { ApprovalReconciler } from './approval-reconciler';
import { RepairedToolsAnnouncer } from './repaired-tools-announcer';

/**
 * The worker's reconciler (needs ScheduleModule). It finishes stored decisions with the same handler
 * the api uses, and changes tools through their commands (ToolWorkflowModule, also in the worker);
 * deletions cut short are finished by their owners' commands (ToolDeletionModule, CategoryDeletionModule).
 * Imported by the worker only.
 */
@Module({
  imports: [DirectoryPublicModule, CategoriesPublicModule, ValidationModels, ToolDeletionModule, CategoryDeletionModule],
  providers: [DecideValidationHandler, ApprovalReconciler, RepairedToolsAnnouncer],
  exports: [ApprovalReconciler],
})
export class ReconcilerModule {}
