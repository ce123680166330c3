import type { Principal } from '../../../platform/auth/principal';

/** GET app-validation/{id}: one request with its extra approvals and `user_is_validator`. */
export class GetValidationQuery {
  constructor(
    readonly caller: Principal,
    readonly validationId: string,
  ) {}
}
