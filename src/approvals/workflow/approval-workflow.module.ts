import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolEditedEvent, ToolSubmittedEvent } from '../../tools/tools.public';
import { Validation, ValidationSchema } from '../validation.schema';
import { REQUEST_REACTION } from './approval-workflow.reactions';
import { RequestValidationHandler } from './commands/request-validation/request-validation.handler';
import { ExtendPendingRequestsHandler } from './commands/extend-pending-requests/extend-pending-requests.handler';
import { RemoveRequestCategoriesHandler } from './commands/remove-request-categories/remove-request-categories.handler';
import { WithdrawToolRequestsHandler } from './commands/withdraw-tool-requests/withdraw-tool-requests.handler';
import { CountPendingRequestsHandler } from './queries/count-pending-requests/count-pending-requests.handler';
import { FindToolRequestHandler } from './queries/find-tool-request/find-tool-request.handler';
import { GetValidationChangeHandler } from './queries/get-validation-change/get-validation-change.handler';
import { ValidationRequestSagas } from './validation-request.saga';

export const ValidationModels = MongooseModule.forFeature([{ name: Validation.name, schema: ValidationSchema }]);

/**
 * Approvals' side of the workflow: the commands and queries other modules use (see ../approvals.public.ts)
 * and the saga from tools' proposals. In the api and in the worker (whose relay
 * and reconciler finish what a crash interrupted).
 */
@Module({
  imports: [ValidationModels],
  providers: [
    RequestValidationHandler,
    WithdrawToolRequestsHandler,
    ExtendPendingRequestsHandler,
    RemoveRequestCategoriesHandler,
    GetValidationChangeHandler,
    FindToolRequestHandler,
    CountPendingRequestsHandler,
    ValidationRequestSagas,
  ],
})
export class ApprovalWorkflowModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    const awaitsApproval = (event: ToolSubmittedEvent | ToolEditedEvent) => !!event.validationId && !!event.proposal;
    this.outbox.expect(ToolSubmittedEvent, REQUEST_REACTION, awaitsApproval);
    this.outbox.expect(ToolEditedEvent, REQUEST_REACTION, awaitsApproval);
  }
}
