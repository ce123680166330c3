import type { Principal } from '../../../../platform/auth/principal';
import type { CreateToolBody } from '../../../../contracts/requests';

/** postApp: a new tool from the form's body. */
export class CreateToolCommand {
  constructor(
    readonly caller: Principal,
    readonly body: CreateToolBody,
  ) {}
}
