import type { Principal } from '../../../platform/auth/principal';

/** PUT app-validation/{id}/accept or /reject: an administrator's decision on a request. */
export class DecideValidationCommand {
  constructor(
    readonly caller: Principal,
    readonly validationId: string,
    readonly decision: 'accept' | 'reject',
    /** A rejection's optional reason (trimmed plain text), mailed to the editor. */
    readonly reason?: string,
  ) {}
}
