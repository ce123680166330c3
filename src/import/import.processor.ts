import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Job } from 'bullmq';
import type { Connection } from 'mongoose';
import { DirectoryImporter, ImportRefused } from './directory-importer';
import { DirectoryImportedEvent } from './events/directory-imported.event';
import { ImportFileStore } from './files/import-file-store';
import { ImportLock, RUNNING_LOCK_MS } from './import-lock';
import { IMPORT_QUEUE, ImportJobData } from './import-job';
import { ImportReport, initialReport } from './import-report';
import type { ImportFileKind } from './parsing/read-entries';
import { ImportFailureNotifier } from './mail/import-failure.notifier';
import { Outbox } from '../platform/outbox/outbox';

const PROGRESS_EVERY_MS = 500;

/**
 * Runs directory imports in the worker, one at a time: concurrency 1 here, and the import lock
 * across workers. Never retried by BullMQ: a failed import is reported (and mailed), the job ends
 * "completed" with its report; only a worker that cannot even start reports a failed job.
 */
@Processor(IMPORT_QUEUE, { concurrency: 1 })
export class ImportProcessor extends WorkerHost {
  private readonly logger = new Logger(ImportProcessor.name);

  constructor(
    private readonly importer: DirectoryImporter,
    private readonly store: ImportFileStore,
    private readonly lock: ImportLock,
    private readonly notifier: ImportFailureNotifier,
    private readonly outbox: Outbox,
    @InjectConnection() private readonly connection: Connection,
  ) {
    super();
  }

  async process(job: Job<ImportJobData>): Promise<ImportReport> {
    const { data } = job;
    const jobId = job.id!;
    if (data.database !== this.connection.name) throw new Error(`import ${jobId} is for the database ${data.database}, this worker serves ${this.connection.name}`);
    const kinds = Object.keys(data.files) as ImportFileKind[];
    const report = initialReport(jobId, data.testMode, data.source, kinds);
    report.startedAt = new Date().toISOString();
    if (!(await this.lock.claim(jobId, RUNNING_LOCK_MS))) {
      report.state = 'failed';
      report.error = { code: 'IMPORT.ALREADY_RUNNING', message: 'Another directory import is running.', written: false };
      return this.finish(report, data, false);
    }
    return this.lock.whileHeld(jobId, () => this.runLocked(job, report));
  }

  private async runLocked(job: Job<ImportJobData>, report: ImportReport): Promise<ImportReport> {
    const { data } = job;
    let lastProgress = 0;
    let lastState = report.state;
    const onProgress = (current: ImportReport) => {
      // A change of phase is always sent; counts at most every PROGRESS_EVERY_MS.
      if (current.state === lastState && Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = Date.now();
      lastState = current.state;
      void job.updateProgress({ ...current }).catch(() => undefined);
    };
    const files = Object.fromEntries(Object.entries(data.files).map(([kind, file]) => [kind, () => this.store.open(file!)]));
    try {
      await this.importer.run({ files, testMode: data.testMode, report, onProgress });
      report.state = 'completed';
    } catch (error) {
      const written = report.state === 'writing' || report.state === 'indexing';
      report.state = 'failed';
      const refused = error instanceof ImportRefused;
      if (!refused) this.logger.error(`import ${job.id} failed: ${(error as Error).stack ?? error}`);
      report.error = {
        code: refused ? error.code : 'IMPORT.FAILED',
        message: refused ? error.message : `The import stopped on an error: ${(error as Error).message}`,
        written,
      };
    }
    await job.updateProgress({ ...report }).catch(() => undefined);
    return this.finish(report, data, true);
  }

  private async finish(report: ImportReport, data: ImportJobData, ran: boolean): Promise<ImportReport> {
    report.finishedAt = new Date().toISOString();
    if (ran) await this.store.remove(Object.values(data.files));
    const counts = (kind: ImportFileKind) => (report.files.includes(kind) ? report[kind] : null);
    if (report.state === 'completed' && !report.testMode) {
      // Keyed by the job: a re-run of the same job logs the import once.
      const event = new DirectoryImportedEvent(report.jobId, report.source, data.actor, counts('users'), counts('services'));
      this.outbox.release(await this.outbox.stage([`import.${report.jobId}.completed`, event]));
    }
    if (report.state === 'failed' && !report.testMode) await this.notifier.notify(report);
    this.logger.log(`import ${report.jobId} ${report.state}${report.testMode ? ' (test mode)' : ''}: ${report.error?.message ?? 'ok'}`);
    return report;
  }
}
