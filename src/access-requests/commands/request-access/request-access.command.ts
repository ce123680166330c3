import { Command } from '@nestjs/cqrs';
import type { AccessRequestWire } from '../../../contracts';
import type { AccessRequestBody } from '../../../contracts/requests';
import type { Principal } from '../../../platform/auth/principal';

/** A person asks for a requestable tool they do not see. */
export class RequestAccessCommand extends Command<AccessRequestWire> {
  constructor(
    readonly caller: Principal,
    readonly toolId: string,
    readonly body: AccessRequestBody,
  ) {
    super();
  }
}
