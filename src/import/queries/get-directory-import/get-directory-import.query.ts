import { Query } from '@nestjs/cqrs';
import type { ImportReport } from '../../import-report';

/** The report of one import, for the import page's polling. */
export class GetDirectoryImportQuery extends Query<ImportReport> {
  constructor(readonly jobId: string) {
    super();
  }
}
