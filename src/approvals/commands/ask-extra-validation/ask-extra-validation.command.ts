import type { Principal } from '../../../platform/auth/principal';

/** PUT app-validation/{id}/ask-extra-validation: body `validator` (an id) with its `type`, user or group. */
export class AskExtraValidationCommand {
  constructor(
    readonly caller: Principal,
    readonly validationId: string,
    readonly body: unknown,
  ) {}
}
