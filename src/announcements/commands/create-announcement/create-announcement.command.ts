import { Command } from '@nestjs/cqrs';
import type { AnnouncementRecord } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export class CreateAnnouncementCommand extends Command<AnnouncementRecord> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
