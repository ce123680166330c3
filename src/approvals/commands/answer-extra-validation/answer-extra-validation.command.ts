import type { Principal } from '../../../platform/auth/principal';

/** PUT app-validation/{id}/accept-extra-validation or /reject-extra-validation (body `message`, the reason). */
export class AnswerExtraValidationCommand {
  constructor(
    readonly caller: Principal,
    readonly validationId: string,
    readonly answer: 'accept' | 'reject',
    readonly message?: unknown,
  ) {}
}
