import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** The person has seen these in "News" (`POST announcements/read`): they no longer count as unread. */
export class MarkAnnouncementsReadCommand extends Command<void> {
  constructor(
    readonly caller: Principal,
    readonly ids: readonly string[],
  ) {
    super();
  }
}
