import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../directory/directory.public';
import { SettingsPublicModule } from '../settings/settings.public';
import { ToolsModule } from '../tools/tools.module';
import { ApprovalsController } from './approvals.controller';
import { AnswerExtraValidationHandler } from './commands/answer-extra-validation/answer-extra-validation.handler';
import { AskExtraValidationHandler } from './commands/ask-extra-validation/ask-extra-validation.handler';
import { DecideValidationHandler } from './commands/decide-validation/decide-validation.handler';
import { RemoveExtraValidationHandler } from './commands/remove-extra-validation/remove-extra-validation.handler';
import { SetValidationServiceHandler } from './commands/set-validation-service/set-validation-service.handler';
import { GetValidationHandler } from './queries/get-validation/get-validation.handler';
import { GetValidationServiceHandler } from './queries/get-validation-service/get-validation-service.handler';
import { ListPendingValidationsHandler } from './queries/list-pending-validations/list-pending-validations.handler';
import { Validation, ValidationSchema } from './validation.schema';

const WorkflowModels = MongooseModule.forFeature([{ name: Validation.name, schema: ValidationSchema }]);

/** The approval workflow: requests, decisions and extra approvals. Its mails are in ./mails. */
@Module({
  imports: [ToolsModule, WorkflowModels, SettingsPublicModule, DirectoryPublicModule],
  controllers: [ApprovalsController],
  providers: [
    ListPendingValidationsHandler,
    GetValidationHandler,
    GetValidationServiceHandler,
    DecideValidationHandler,
    AskExtraValidationHandler,
    RemoveExtraValidationHandler,
    AnswerExtraValidationHandler,
    SetValidationServiceHandler,
  ],
})
export class ApprovalsModule {}
