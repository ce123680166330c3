import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../../directory/directory.public';
import { Tool, ToolSchema } from '../../tools/tool.schema';
import { DecideValidationHandler } from '../commands/decide-validation/decide-validation.handler';
import { Validation, ValidationSchema } from '../validation.schema';
import { ApprovalReconciler } from './approval-reconciler';

/**
 * The worker's reconciler (needs ScheduleModule). It finishes stored decisions with the same handler
 * the api uses. Imported by the worker only.
 */
@Module({
  imports: [
    DirectoryPublicModule,
    MongooseModule.forFeature([
      { name: Tool.name, schema: ToolSchema },
      { name: Validation.name, schema: ValidationSchema },
    ]),
  ],
  providers: [DecideValidationHandler, ApprovalReconciler],
  exports: [ApprovalReconciler],
})
export class ReconcilerModule {}
