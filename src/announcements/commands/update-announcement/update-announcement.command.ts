import { Command } from '@nestjs/cqrs';
import type { AnnouncementRecord } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export class UpdateAnnouncementCommand extends Command<AnnouncementRecord> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
    readonly body: unknown,
  ) {
    super();
  }
}
