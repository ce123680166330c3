import { Injectable, Logger, Module } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DirectorySearchModule } from './directory-search.module';
import { IndexRefresh } from './index-refresh';

/** In the worker: finishes the index refreshes the api's commands could not do (Redis was down). */
@Injectable()
export class IndexRefreshCatchUpJob {
  private readonly logger = new Logger(IndexRefreshCatchUpJob.name);

  constructor(private readonly refresh: IndexRefresh) {}

  @Interval('directory-index-catch-up', 30_000)
  async onSchedule(): Promise<void> {
    const done = await this.refresh.catchUp().catch((error: Error) => {
      this.logger.warn(`directory index catch-up failed, tried again in 30 s: ${error.message}`);
      return 0;
    });
    if (done) this.logger.log(`directory index caught up with ${done} people changed while Redis was down`);
  }
}

/** Imported by the worker only (it needs ScheduleModule). */
@Module({ imports: [DirectorySearchModule], providers: [IndexRefreshCatchUpJob] })
export class DirectoryIndexWorkerModule {}
