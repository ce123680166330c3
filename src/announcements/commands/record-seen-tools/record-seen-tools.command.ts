import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** Tools the person has seen on their wall (`POST announcements/seen-tools`): they leave "New for you". */
export class RecordSeenToolsCommand extends Command<void> {
  constructor(
    readonly caller: Principal,
    readonly ids: readonly string[],
  ) {
    super();
  }
}
