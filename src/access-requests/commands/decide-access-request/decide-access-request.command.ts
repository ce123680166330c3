import { Command } from '@nestjs/cqrs';
import type { AccessRequestWire } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** An approver approves (grants) or refuses (with a reason) a waiting request. */
export class DecideAccessRequestCommand extends Command<AccessRequestWire> {
  constructor(
    readonly caller: Principal,
    readonly requestId: string,
    readonly decision: 'approve' | 'refuse',
    readonly reason: string | null,
    /** Approving for fewer days than asked; null keeps the asked days. */
    readonly days: number | null = null,
  ) {
    super();
  }
}
