import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** The requester withdraws their waiting request. */
export class WithdrawAccessRequestCommand extends Command<void> {
  constructor(
    readonly caller: Principal,
    readonly requestId: string,
  ) {
    super();
  }
}
