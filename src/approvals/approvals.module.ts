import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Service, ServiceSchema } from '../directory/service.schema';
import { User, UserSchema } from '../directory/user.schema';
import { Settings, SettingsSchema } from '../settings/settings.schema';
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

/** Registered from their schemas (one model per connection) to keep module imports acyclic. */
const WorkflowModels = MongooseModule.forFeature([
  { name: Validation.name, schema: ValidationSchema },
  { name: User.name, schema: UserSchema },
  { name: Service.name, schema: ServiceSchema },
  { name: Settings.name, schema: SettingsSchema },
]);

/** The approval workflow: requests, decisions and extra approvals. Its mails are in ./mails. */
@Module({
  imports: [ToolsModule, WorkflowModels],
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
