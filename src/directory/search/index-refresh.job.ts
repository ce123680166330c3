import { Injectable, Logger, Module } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { processTuning } from '../../platform/config/process-tuning';
import { DirectorySearchModule } from './directory-search.module';
import { IndexRefresh } from './index-refresh';

/** INDEX_CATCH_UP_EVERY_MS: 30 s in production, shortened by the fault stack. */
const EVERY_MS = processTuning().INDEX_CATCH_UP_EVERY_MS;

/** In the worker: finishes the index refreshes the api's commands could not do (Redis was down). */
@Injectable()
export class IndexRefreshCatchUpJob {
  private readonly logger = new Logger(IndexRefreshCatchUpJob.name);

  constructor(private readonly refresh: IndexRefresh) {}

  @Interval('directory-index-catch-up', EVERY_MS)
  async onSchedule(): Promise<void> {
    const done = await this.refresh.catchUp().catch((error: Error) => {
      this.logger.warn(`directory index catch-up failed, tried again in ${EVERY_MS / 1000} s: ${error.message}`);
      return 0;
    });
    if (done) this.logger.log(`directory index caught up with ${done} people changed while Redis was down`);
  }
}

/** Imported by the worker only (it needs ScheduleModule). */
@Module({ imports: [DirectorySearchModule], providers: [IndexRefreshCatchUpJob] })
export class DirectoryIndexWorkerModule {}
