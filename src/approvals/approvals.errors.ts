import { DomainError, NotFound, refusal } from '../platform/http/domain.error';

/** The approval workflow's refusals, with the spec's messages (back-office section 8). */
export class NoApprovalRights extends refusal('no_approval_rights', 'You do not have approval rights.', 403) {}

export class NoAdditionalApprovalRights extends refusal('no_additional_approval_rights', 'You do not have additional approval rights', 403) {}

export class AlreadyApproved extends refusal('already_approved', 'The tool has already been approved', 409) {}

export class AlreadyRejected extends refusal('already_rejected', 'This approval request has already been rejected.', 409) {}

export class RequestWithdrawn extends refusal('request_withdrawn', 'The tool was deleted: this approval request is closed.', 409) {}

export class NoExtraValidationInProgress extends refusal('no_extra_validation', 'No additional approvals in progress', 409) {}

/** Not a spec message: the administrator's accept and reject wait while an extra approval is pending. */
export class ExtraValidationInProgress extends refusal('extra_validation_pending', 'An additional approval is in progress.', 409) {}

export class ValidationNotFound extends NotFound {
  constructor() {
    super('Approval request');
  }
}

export class InvalidValidator extends DomainError {
  constructor(message = 'Choose one validator: a person or a group.') {
    super('VALIDATION.INVALID_VALIDATOR', message, 400, { validator: message });
  }
}

export class ReasonRequired extends DomainError {
  constructor(message = 'Le champ est obligatoire.') {
    super('VALIDATION.REASON_REQUIRED', message, 400, { message });
  }
}
