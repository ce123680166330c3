import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { AnswerExtraValidationCommand } from './commands/answer-extra-validation/answer-extra-validation.command';
import { MayAnswerExtraValidation } from './commands/answer-extra-validation/may-answer-extra-validation.guard';
import { AskExtraValidationCommand } from './commands/ask-extra-validation/ask-extra-validation.command';
import { DecideValidationCommand } from './commands/decide-validation/decide-validation.command';
import { RemoveExtraValidationCommand } from './commands/remove-extra-validation/remove-extra-validation.command';
import { SetValidationServiceCommand } from './commands/set-validation-service/set-validation-service.command';
import { GetValidationQuery } from './queries/get-validation/get-validation.query';
import { GetValidationServiceQuery } from './queries/get-validation-service/get-validation-service.query';
import { ListPendingValidationsQuery } from './queries/list-pending-validations/list-pending-validations.query';
import {
  RejectExtraValidationBody,
  RejectValidationBody,
  SetValidationServiceBody,
  askExtraValidationBody,
  decisionBody,
  objectId,
  rejectExtraValidationBody,
  rejectValidationBody,
  rejectionReasonOf,
  setValidationServiceBody,
} from '../contracts/requests';
import { valid } from '../platform/http/zod-validation.pipe';

/**
 * The spec's approval calls (back-office section 7, Approvals). Decisions and extra-approval
 * requests are administrators' (the matrix); the designated validator's answers are decided first by
 * a guard (before the body), and the reads check the designation in their handlers.
 */
@Controller()
export class ApprovalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('app-validation/pending')
  pending(@CurrentPrincipal() principal: Principal) {
    return this.queries.execute(new ListPendingValidationsQuery(principal));
  }

  @RequirePermission('approvals.decide')
  @Get('app-validation/default-extra-validation-service')
  validationService() {
    return this.queries.execute(new GetValidationServiceQuery());
  }

  @Get('app-validation/:id')
  one(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetValidationQuery(principal, id));
  }

  @RequirePermission('approvals.decide')
  @Put('app-validation/:id/accept')
  accept(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(decisionBody)) _body: unknown) {
    return this.commands.execute(new DecideValidationCommand(principal, id, 'accept'));
  }

  @RequirePermission('approvals.decide')
  @Put('app-validation/:id/reject')
  reject(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(rejectValidationBody)) body: RejectValidationBody) {
    return this.commands.execute(new DecideValidationCommand(principal, id, 'reject', rejectionReasonOf(body.reason)));
  }

  @RequirePermission('approvals.decide')
  @Put('app-validation/:id/ask-extra-validation')
  askExtra(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(askExtraValidationBody)) body: unknown) {
    return this.commands.execute(new AskExtraValidationCommand(principal, id, body));
  }

  @RequirePermission('approvals.decide')
  @Put('app-validation/:id/remove-extra-validation')
  removeExtra(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(decisionBody)) _body: unknown) {
    return this.commands.execute(new RemoveExtraValidationCommand(principal, id));
  }

  @Put('app-validation/:id/accept-extra-validation')
  @UseGuards(MayAnswerExtraValidation)
  acceptExtra(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(decisionBody)) _body: unknown) {
    return this.commands.execute(new AnswerExtraValidationCommand(principal, id, 'accept'));
  }

  @Put('app-validation/:id/reject-extra-validation')
  @UseGuards(MayAnswerExtraValidation)
  rejectExtra(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(rejectExtraValidationBody)) body: RejectExtraValidationBody) {
    return this.commands.execute(new AnswerExtraValidationCommand(principal, id, 'reject', body.message));
  }

  @RequirePermission('approvals.decide')
  @Put('config/validation_service')
  setValidationService(@CurrentPrincipal() principal: Principal, @Body(valid(setValidationServiceBody)) body: SetValidationServiceBody) {
    return this.commands.execute(new SetValidationServiceCommand(principal, body.validation_service));
  }
}
