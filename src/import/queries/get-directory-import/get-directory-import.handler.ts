import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../platform/http/domain.error';
import { DirectoryImportQueue } from '../../import-queue';
import type { ImportReport } from '../../import-report';
import { GetDirectoryImportQuery } from './get-directory-import.query';

@QueryHandler(GetDirectoryImportQuery)
export class GetDirectoryImportHandler implements IQueryHandler<GetDirectoryImportQuery> {
  constructor(private readonly queue: DirectoryImportQueue) {}

  async execute({ jobId }: GetDirectoryImportQuery): Promise<ImportReport> {
    const report = /^[\w-]{1,100}$/.test(jobId) ? await this.queue.report(jobId) : null;
    if (!report) throw new NotFound('Import');
    return report;
  }
}
