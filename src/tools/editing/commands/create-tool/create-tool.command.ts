import type { Types } from 'mongoose';
import type { Principal } from '../../../../platform/auth/principal';
import type { CreateToolBody } from '../../../../contracts/requests';

/** postApp: a new tool from the form's body, stored under `toolId` (derived from an Idempotency-Key, or fresh). */
export class CreateToolCommand {
  constructor(
    readonly caller: Principal,
    readonly body: CreateToolBody,
    readonly toolId: Types.ObjectId,
  ) {}
}
