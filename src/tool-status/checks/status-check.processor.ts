import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { Job } from 'bullmq';
import { AppConfig } from '../../platform/config/config.schema';
import { APP_CONFIG } from '../../platform/config/config.module';
import { HistoryPruning } from '../history/history-pruning';
import type { StoredStatusCheck } from '../status-check.schema';
import { ToolStatusStore } from '../tool-status-store';
import { schedulerIdOf, STATUS_CHECK_QUEUE, StatusCheckJob } from './check-schedules';
import { StatusCheckRunner } from './status-check-runner';

/**
 * The worker side of the status checks: the processor of the database's check queue (its prefix is the
 * queue's, its concurrency STATUS_CHECK_CONCURRENCY), the checks' read model and the schedulers made to match
 * the stored checks at start (and every 5 minutes: a save whose Redis writes failed is repaired), and the hourly
 * pruning of the history (`HistoryPruning`), which also moves the history of earlier shapes at start. A check lasts its timeout at most (30 s): a lock lost past 60 s means its worker died.
 */
@Processor(STATUS_CHECK_QUEUE, { lockDuration: 60_000 })
export class StatusCheckProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(StatusCheckProcessor.name);

  constructor(
    private readonly runner: StatusCheckRunner,
    private readonly store: ToolStatusStore,
    private readonly pruning: HistoryPruning,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap() {
    // Configuration read at start, where the decorator's options are fixed at load.
    this.worker.concurrency = this.config.STATUS_CHECK_CONCURRENCY;
    this.worker.on('error', (error) => this.logger.warn(`status check worker: ${error.message}`));
    this.worker.on('failed', (job, error) => this.logger.warn(`status check ${job?.id}: ${error.message}`));
    void this.reconcile().catch((error: Error) => this.logger.warn(`status check schedules not reconciled yet: ${error.message}`));
    void this.pruning.moveLegacy().catch((error: Error) => this.logger.warn(`status history of earlier shapes not moved yet (the pruning tries again): ${error.message}`));
  }

  async process(job: Job<StatusCheckJob>): Promise<string> {
    const scheduledAt = job.timestamp + (job.opts.delay ?? 0);
    return this.runner.run(job.data.toolId, scheduledAt);
  }

  /**
   * The checks' read model made to match the stored checks (before the schedulers, so that their first
   * runs find it), then one scheduler per stored check at its interval, none for a tool without a check.
   */
  @Cron('0 */5 * * * *', { name: 'status-check-schedules' })
  async reconcile(): Promise<void> {
    let stored: StoredStatusCheck[] = [];
    const { settings, checks, schedules } = this.store;
    await settings.reconcile(async () => (stored = await checks.find({}).lean<StoredStatusCheck[]>()));
    const wanted = new Map(stored.filter((check) => check.url).map((check) => [schedulerIdOf(String(check.tool_id)), check]));
    const existing = await schedules.queue.getJobSchedulers(0, -1);
    const every = new Map(existing.map((scheduler) => [scheduler.key, Number(scheduler.every)]));
    for (const [id, check] of wanted) {
      if (every.get(id) !== schedules.intervalMs(check.interval_seconds)) await schedules.schedule(String(check.tool_id), check.interval_seconds);
    }
    for (const scheduler of existing) if (!wanted.has(scheduler.key)) await schedules.queue.removeJobScheduler(scheduler.key);
  }

  @Cron('0 17 * * * *', { name: 'status-check-pruning' })
  async prune(): Promise<void> {
    try {
      await this.pruning.prune();
    } catch (error) {
      this.logger.warn(`status history not pruned this hour: ${(error as Error).message}`);
    }
  }
}
