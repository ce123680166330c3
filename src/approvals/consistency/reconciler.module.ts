import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryModels } from '../../directory/directory.module';
import { CategoryDeletion } from '../../categories/commands/delete-category/category-deletion';
import { Category, CategorySchema } from '../../categories/category.schema';
import { ToolDeletion } from '../../tools/editing/commands/delete-tools/tool-deletion';
import { Tool, ToolSchema } from '../../tools/tool.schema';
import { DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { Validation, ValidationSchema } from '../validation.schema';
import { ApprovalReconciler } from './approval-reconciler';
import { RepairedToolsAnnouncer } from './repaired-tools-announcer';
import { UnfinishedDeletions } from './unfinished-deletions';

/**
 * The worker's reconciler (needs ScheduleModule). It finishes stored decisions with the same handler
 * the api uses. Imported by the worker only.
 */
@Module({
  imports: [
    DirectoryModels,
    MongooseModule.forFeature([
      { name: Tool.name, schema: ToolSchema },
      { name: Validation.name, schema: ValidationSchema },
      { name: Category.name, schema: CategorySchema },
    ]),
  ],
  // Deletions cut short are finished by the steps the api runs (ToolDeletion, CategoryDeletion).
  providers: [DecideValidationHandler, ToolDeletion, CategoryDeletion, UnfinishedDeletions, ApprovalReconciler, RepairedToolsAnnouncer],
  exports: [ApprovalReconciler],
})
export class ReconcilerModule {}
