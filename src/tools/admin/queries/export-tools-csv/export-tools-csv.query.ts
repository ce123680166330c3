import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { AdminToolFilters, AdminToolSort } from '../../admin-tool-list.criteria';

export interface CsvFile {
  fileName: string;
  /** UTF-8 text with a byte-order mark, so Excel shows accents. */
  content: string;
}

/** The tool list as a CSV file (back-office spec section 2, "CSV export link"): same scope, filters and order, every page. */
export class ExportToolsCsvQuery extends Query<CsvFile> {
  constructor(
    readonly caller: Principal,
    readonly filters: AdminToolFilters,
    readonly sort: AdminToolSort,
    readonly language: Language,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
