import { Command } from '@nestjs/cqrs';
import type { AccessRequestWire } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** An administrator grants a person access from the tool's viewer list, until an end or without one. */
export class GrantAccessDirectlyCommand extends Command<AccessRequestWire> {
  constructor(
    readonly caller: Principal,
    readonly toolId: string,
    readonly userId: string,
    readonly endsAt: string | null,
  ) {
    super();
  }
}
