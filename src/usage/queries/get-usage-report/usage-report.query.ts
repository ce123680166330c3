import { Query } from '@nestjs/cqrs';
import type { Language, UsageReport } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

export interface UsageFilters {
  category?: string;
  subsidiary?: string;
}

/** GET admin/usage: opens of the tools the caller administers, over the last 90 days. */
export class GetUsageReportQuery extends Query<UsageReport> {
  constructor(
    readonly caller: Principal,
    readonly filters: UsageFilters,
    readonly language: Language,
  ) {
    super();
  }
}
