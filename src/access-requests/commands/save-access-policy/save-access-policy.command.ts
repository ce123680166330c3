import { Command } from '@nestjs/cqrs';
import type { AccessPolicyWire } from '../../../contracts';
import type { AccessPolicyBody } from '../../../contracts/requests';
import type { Principal } from '../../../platform/auth/principal';

/** Makes a private tool requestable (or not), with its approvers, longest access and question. */
export class SaveAccessPolicyCommand extends Command<AccessPolicyWire> {
  constructor(
    readonly caller: Principal,
    readonly toolId: string,
    readonly body: AccessPolicyBody,
  ) {
    super();
  }
}
