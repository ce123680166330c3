import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { UsageFilters } from '../get-usage-report/usage-report.query';

/** GET admin/usage/export: every tool of the page's scope and filters with its opens, most opened first. */
export class ExportUsageCsvQuery extends Query<{ fileName: string; content: string }> {
  constructor(
    readonly caller: Principal,
    readonly filters: UsageFilters,
    readonly language: Language,
  ) {
    super();
  }
}
