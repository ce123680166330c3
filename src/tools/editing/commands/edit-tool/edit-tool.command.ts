import type { Principal } from '../../../../platform/auth/principal';
import type { EditToolBody } from '../../../../contracts/requests';

/** updateApp: the form's body with the tool's `_id`. */
export class EditToolCommand {
  constructor(
    readonly caller: Principal,
    readonly body: EditToolBody,
  ) {}
}
