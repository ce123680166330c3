import { BullModule, InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../platform/config/config.schema';
import { APP_CONFIG } from '../../platform/config/config.module';

export const STATUS_CHECK_QUEUE = 'tool-status';
export const STATUS_CHECK_JOB = 'check';
export interface StatusCheckJob {
  toolId: string;
}

/** A scheduler update that Redis does not answer within this is left to the worker's reconciliation. */
const SCHEDULE_WAIT_MS = 3_000;

export const schedulerIdOf = (toolId: string) => `check:${toolId}`;

/**
 * The status checks' queue, registered like the others (BullModule: the worker's processor is a
 * WorkerHost, closed with the app and found by StopWithoutRedis), under the database's prefix as they are.
 */
export const StatusCheckQueue = BullModule.registerQueue({ name: STATUS_CHECK_QUEUE });

/**
 * The BullMQ job schedulers of the status checks, one per checked tool (`check:<toolId>`, every interval):
 * BullMQ keeps one delayed job per scheduler, so each check runs once per interval however many workers
 * take jobs.
 */
@Injectable()
export class CheckSchedules {
  private readonly logger = new Logger(CheckSchedules.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(STATUS_CHECK_QUEUE) readonly queue: Queue<StatusCheckJob>,
  ) {
    this.queue.on('error', (error) => this.logger.warn(`status check queue: ${error.message}`));
  }

  /** The interval a check runs at: the saved one, or the tests' shorter one. */
  intervalMs(intervalSeconds: number): number {
    return this.config.STATUS_CHECK_TEST_INTERVAL_MS || intervalSeconds * 1000;
  }

  async schedule(toolId: string, intervalSeconds: number): Promise<void> {
    await this.queue.upsertJobScheduler(
      schedulerIdOf(toolId),
      { every: this.intervalMs(intervalSeconds) },
      { name: STATUS_CHECK_JOB, data: { toolId }, opts: { removeOnComplete: true, removeOnFail: { count: 100 } } },
    );
  }

  async unschedule(toolId: string): Promise<void> {
    await this.queue.removeJobScheduler(schedulerIdOf(toolId));
  }

  /** From a request: waits a bounded time; the worker's reconciliation repairs what was not done. */
  async scheduleSoon(toolId: string, intervalSeconds: number | null): Promise<void> {
    const work = intervalSeconds === null ? this.unschedule(toolId) : this.schedule(toolId, intervalSeconds);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SCHEDULE_WAIT_MS)));
    await Promise.race([work.catch((error: Error) => this.logger.warn(`status check of ${toolId}: scheduler not updated yet (${error.message})`)), late]);
    clearTimeout(timer);
  }
}
