import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { emptyBody, jobIdParam, jobQueueParam } from '../contracts/requests';
import type { JobQueueName } from '../contracts';
import { valid } from '../platform/http/zod-validation.pipe';
import { RequirePermission } from '../platform/auth/require-permission.decorator';
import { JobsService } from './jobs.service';

/** The back-office's Jobs page (administrators): failed and waiting mails and imports; retry a failed one. */
@Controller('admin/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @RequirePermission('jobs.manage')
  @Get()
  overview() {
    return this.jobs.overview();
  }

  @RequirePermission('jobs.manage')
  @Post(':queue/:id/retry')
  @HttpCode(200)
  retry(@Param('queue', valid(jobQueueParam)) queue: JobQueueName, @Param('id', valid(jobIdParam)) id: string, @Body(valid(emptyBody)) _body: unknown) {
    return this.jobs.retry(queue, id);
  }
}
