import { Query } from '@nestjs/cqrs';
import type { AnnouncementRecord } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export class GetAnnouncementQuery extends Query<AnnouncementRecord> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
