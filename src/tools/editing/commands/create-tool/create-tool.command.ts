import type { Principal } from '../../../../platform/auth/principal';

/** postApp: a new tool from the form's body. */
export class CreateToolCommand {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {}
}
