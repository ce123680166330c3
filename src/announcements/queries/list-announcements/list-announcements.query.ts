import { Query } from '@nestjs/cqrs';
import type { AnnouncementRecord } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export interface AnnouncementListCriteria {
  kind?: string;
  sortKey: 'startsAt' | 'endsAt' | 'updated_time';
  ascending: boolean;
  offset: number;
  limit: number;
}

/** The back-office list: every announcement for an administrator, their subsidiary's for a sub-administrator. */
export class ListAnnouncementsQuery extends Query<{ data: AnnouncementRecord[]; total: number }> {
  constructor(
    readonly caller: Principal,
    readonly criteria: AnnouncementListCriteria,
  ) {
    super();
  }
}
