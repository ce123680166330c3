import type { Principal } from '../../../platform/auth/principal';

/** PUT config/validation_service: the group proposed first for extra approvals (an id, an objectguid, or the group). */
export class SetValidationServiceCommand {
  constructor(
    readonly caller: Principal,
    readonly group: unknown,
  ) {}
}
