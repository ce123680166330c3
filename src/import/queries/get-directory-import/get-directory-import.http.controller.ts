import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequirePermission } from '../../../platform/auth/require-permission.decorator';
import { GetDirectoryImportQuery } from './get-directory-import.query';

/** GET config/import/:jobId: the import's progress and report (poll every second or so). */
@Controller('config/import')
export class GetDirectoryImportController {
  constructor(private readonly queries: QueryBus) {}

  @RequirePermission('settings.import')
  @Get(':jobId')
  get(@Param('jobId') jobId: string) {
    return this.queries.execute(new GetDirectoryImportQuery(jobId));
  }
}
