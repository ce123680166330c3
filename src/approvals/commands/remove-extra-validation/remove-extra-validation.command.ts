import type { Principal } from '../../../platform/auth/principal';

/** PUT app-validation/{id}/remove-extra-validation: an administrator cancels the waiting extra approval. */
export class RemoveExtraValidationCommand {
  constructor(
    readonly caller: Principal,
    readonly validationId: string,
  ) {}
}
