import { Command } from '@nestjs/cqrs';
import type { AnnouncementRecord } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export class DeleteAnnouncementCommand extends Command<AnnouncementRecord> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
