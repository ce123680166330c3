import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** Dismisses a current announcement for the person, on every device (`POST announcements/:id/dismiss`). */
export class DismissAnnouncementCommand extends Command<void> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
