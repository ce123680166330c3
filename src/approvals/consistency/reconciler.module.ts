import { Module } from '@nestjs/common';
import { CategoriesPublicModule } from '../../categories/categories.public';
import { CategoryDeletionModule } from '../../categories/commands/delete-category/category-deletion.module';
import { DirectoryPublicModule } from '../../directory/directory.public';
import { ToolDeletionModule } from '../../tools/editing/commands/delete-tools/tool-deletion.module';
import { DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { ValidationModels } from '../workflow/approval-workflow.module';
import { ApprovalReconciler } from './approval-reconciler';
import { DecisionRelaySagas } from './decision-relay.saga';
import { ValidationRequestSagas } from '../workflow/validation-request.saga';
import { RepairedToolsAnnouncer } from './repaired-tools-announcer';

/**
 * The worker's reconciler (needs ScheduleModule) and the sagas that turn what the relay publishes again
 * (a proposal, a decision, whose next step a crash cut short) into that step's command. It finishes stored decisions with the same handler the api uses, and changes tools through their commands (ToolWorkflowModule, also in the worker);
 * deletions cut short are finished by their owners' commands (ToolDeletionModule, CategoryDeletionModule).
 * Imported by the worker only.
 */
@Module({
  imports: [DirectoryPublicModule, CategoriesPublicModule, ValidationModels, ToolDeletionModule, CategoryDeletionModule],
  providers: [DecideValidationHandler, ApprovalReconciler, RepairedToolsAnnouncer, DecisionRelaySagas, ValidationRequestSagas],
  exports: [ApprovalReconciler],
})
export class ReconcilerModule {}
