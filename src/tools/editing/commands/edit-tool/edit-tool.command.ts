import type { Principal } from '../../../../platform/auth/principal';

/** updateApp: the form's body with the tool's `_id`. */
export class EditToolCommand {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {}
}
