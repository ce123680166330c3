import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Outbox } from '../../platform/outbox/outbox';
import { APPLY_REACTION, DISCARD_REACTION, ToolEditedEvent, ToolSubmittedEvent } from '../../tools/tools.public';
import { ValidationAcceptedEvent } from '../events/validation-accepted.event';
import { ValidationRejectedEvent } from '../events/validation-rejected.event';
import { Validation, ValidationSchema } from '../validation.schema';
import { REQUEST_REACTION } from './approval-workflow.reactions';
import { RequestValidationHandler } from './commands/request-validation/request-validation.handler';
import { ExtendPendingRequestsHandler } from './commands/extend-pending-requests/extend-pending-requests.handler';
import { RemoveRequestCategoriesHandler } from './commands/remove-request-categories/remove-request-categories.handler';
import { WithdrawToolRequestsHandler } from './commands/withdraw-tool-requests/withdraw-tool-requests.handler';
import { CountPendingRequestsHandler } from './queries/count-pending-requests/count-pending-requests.handler';
import { FindToolRequestHandler } from './queries/find-tool-request/find-tool-request.handler';

export const ValidationModels = MongooseModule.forFeature([{ name: Validation.name, schema: ValidationSchema }]);

/**
 * Approvals' side of the workflow: the commands and queries tools sends it (its ports, src/tools/ports/), and
 * the reactions the outbox waits for. In the api and in the worker (whose relay, through the sagas of
 * ReconcilerModule, and reconciler finish what a crash interrupted).
 */
@Module({
  imports: [ValidationModels],
  providers: [
    RequestValidationHandler,
    WithdrawToolRequestsHandler,
    ExtendPendingRequestsHandler,
    RemoveRequestCategoriesHandler,
    FindToolRequestHandler,
    CountPendingRequestsHandler,
  ],
})
export class ApprovalWorkflowModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    const awaitsApproval = (event: ToolSubmittedEvent | ToolEditedEvent) => !!event.validationId && !!event.proposal;
    this.outbox.expect(ToolSubmittedEvent, REQUEST_REACTION, awaitsApproval);
    this.outbox.expect(ToolEditedEvent, REQUEST_REACTION, awaitsApproval);
    // A decision's entry stays until tools' command reports it done (sent by DecideValidation, again by the worker's relay).
    this.outbox.expect(ValidationAcceptedEvent, APPLY_REACTION);
    this.outbox.expect(ValidationRejectedEvent, DISCARD_REACTION);
  }
}
