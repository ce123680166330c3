import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequirePermission } from '../../../platform/auth/require-permission.decorator';
import { GetDirectoryImportQuery } from './get-directory-import.query';
import { importJobIdParam } from '../../../contracts/requests';
import { valid } from '../../../platform/http/zod-validation.pipe';

/** GET config/import/:jobId: the import's progress and report (poll every second or so). */
@Controller('config/import')
export class GetDirectoryImportController {
  constructor(private readonly queries: QueryBus) {}

  @RequirePermission('settings.import')
  @Get(':jobId')
  get(@Param('jobId', valid(importJobIdParam)) jobId: string) {
    return this.queries.execute(new GetDirectoryImportQuery(jobId));
  }
}
