import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** An employee opened a tool from the front (POST /api/opens). Answers whether it was counted. */
export class RecordOpenCommand extends Command<{ counted: boolean }> {
  constructor(
    readonly caller: Principal,
    /** Checked by the route's schema (`recordOpenBody`). */
    readonly toolId: string,
  ) {
    super();
  }
}
