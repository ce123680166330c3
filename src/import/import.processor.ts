import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Job } from 'bullmq';
import type { Connection } from 'mongoose';
import { UsersDeactivatedEvent } from '../directory/events/users-deactivated.event';
import { isDatabaseBusy } from '../platform/database/database-unavailable';
import { DirectoryImporter, ImportNeedsConfirmation, ImportRefused } from './directory-importer';
import { DirectoryImportedEvent } from './events/directory-imported.event';
import { ImportFileStore } from './files/import-file-store';
import { ImportConfirmations } from './import-confirmations';
import { ImportLock, RUNNING_LOCK_MS } from './import-lock';
import { IMPORT_QUEUE, ImportJobData } from './import-job';
import { DirectoryImportQueue } from './import-queue';
import { hasEnded, ImportReport, initialReport, progressReport } from './import-report';
import type { ImportFileKind } from './parsing/read-entries';
import { ImportFailureNotifier } from './mail/import-failure.notifier';
import { EventBus } from '@nestjs/cqrs';
import { Outbox } from '../platform/outbox/outbox';
import { processTuning } from '../platform/config/process-tuning';
import { faultPoint } from '../platform/faults/fault-point';

const PROGRESS_EVERY_MS = 500;
/** A run refused because another import runs: it never touched its files, which stay. */
const ALREADY_RUNNING = 'IMPORT.ALREADY_RUNNING';
/**
 * BullMQ's job lock and stalled-job check (its default, 30 s): a worker killed mid-import leaves its job
 * to the next worker within one to two of these. IMPORT_STALLED_AFTER_MS shortens it for the fault suite.
 */
const STALLED_AFTER_MS = processTuning().IMPORT_STALLED_AFTER_MS;

/**
 * Runs directory imports in the worker, one at a time: concurrency 1 here, and the import lock
 * across workers. Never retried by BullMQ on an error: a failed import is reported (and mailed),
 * the job ends "completed" with its report; only a worker that cannot even start reports a failed
 * job. A worker that dies mid-import leaves the job stalled: BullMQ hands it to the next worker,
 * which runs it again from the files. Each write is idempotent and decided against the directory
 * as it now is, so the second run ends in the state one clean run gives (`resumed` in the report).
 */
@Processor(IMPORT_QUEUE, { concurrency: 1, lockDuration: STALLED_AFTER_MS, stalledInterval: STALLED_AFTER_MS })
export class ImportProcessor extends WorkerHost {
  private readonly logger = new Logger(ImportProcessor.name);

  constructor(
    private readonly importer: DirectoryImporter,
    private readonly store: ImportFileStore,
    private readonly lock: ImportLock,
    private readonly confirmations: ImportConfirmations,
    private readonly queue: DirectoryImportQueue,
    private readonly notifier: ImportFailureNotifier,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
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
    if (data.confirms) report.confirms = data.confirms;
    const previous = progressReport(job);
    if (previous && hasEnded(previous)) {
      // Handed out again after its run ended: BullMQ took the job back as stalled while a busy run
      // could not renew its lock in time, or the worker was killed once the report was saved. The
      // report it ended with stands; what followed its saving is done again (each step idempotent).
      this.logger.warn(`import ${jobId} was handed out again after its run ended ${previous.state}: that report stands`);
      await this.afterSaved(job, previous, previous.error?.code !== ALREADY_RUNNING);
      return previous;
    }
    if (previous && ['writing', 'indexing'].includes(previous.state)) {
      report.resumed = true;
      this.logger.warn(`import ${jobId} runs again: its previous run stopped while ${previous.state}`);
    }
    if (!(await this.lock.claim(jobId, RUNNING_LOCK_MS))) {
      report.state = 'failed';
      report.error = { code: ALREADY_RUNNING, message: 'Another directory import is running.', written: false };
      return this.finish(job, report, false);
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
      await this.importer.run({
        files,
        testMode: data.testMode,
        report,
        onProgress,
        confirmedDeletions: data.confirmedDeletions,
        resumed: report.resumed,
        onUsersDeleted: (userIds) => this.events.publish(new UsersDeactivatedEvent(userIds, report.jobId)),
      });
      report.state = 'completed';
    } catch (error) {
      if (error instanceof ImportNeedsConfirmation) {
        report.state = 'awaiting_confirmation';
        this.logger.warn(`import ${job.id}: ${error.message}`);
      } else {
        const written = report.state === 'writing' || report.state === 'indexing';
        report.state = 'failed';
        report.error = error instanceof ImportRefused ? { code: error.code, message: error.message, written } : this.unexpected(job.id!, error, written);
      }
    }
    return this.finish(job, report, true);
  }

  /** The database's own message stays in the log: the report and the mail say what happened and what to do. */
  private unexpected(jobId: string, error: unknown, written: boolean): NonNullable<ImportReport['error']> {
    this.logger.error(`import ${jobId} failed: ${(error as Error).stack ?? error}`);
    const busy = isDatabaseBusy(error);
    const cause = busy ? 'the database stayed busy with other work' : 'an unexpected error (the details are in the worker log)';
    const next = written ? 'Run the same files again: the import finishes what this run started.' : 'Nothing was written.';
    return { code: busy ? 'IMPORT.DATABASE_BUSY' : 'IMPORT.FAILED', message: `The import stopped because of ${cause}. ${next}`, written };
  }

  /**
   * The ended report is stored as the job's progress before its files are removed: a worker killed
   * in between leaves a job that says how it ended, and the run handed it again removes the files
   * (afterSaved) instead of looking for them. A report that could not be saved keeps the files.
   */
  private async finish(job: Job<ImportJobData>, report: ImportReport, ran: boolean): Promise<ImportReport> {
    report.finishedAt = new Date().toISOString();
    if (report.state === 'awaiting_confirmation') await this.awaitConfirmation(report, job.data);
    const saved = await job.updateProgress({ ...report }).then(
      () => true,
      () => false,
    );
    faultPoint('import.report-saved');
    await this.afterSaved(job, report, ran && saved);
    this.logger.log(`import ${report.jobId} ${report.state}${report.testMode ? ' (test mode)' : ''}: ${report.error?.message ?? 'ok'}`);
    return report;
  }

  /**
   * What follows an ended report's saving, each step once per job however often it runs: its files
   * removed (unless kept for a confirmation), a completed import logged, a failed one mailed (both
   * keyed by the job in the outbox).
   */
  private async afterSaved(job: Job<ImportJobData>, report: ImportReport, removeFiles: boolean) {
    const { data } = job;
    if (removeFiles && report.state !== 'awaiting_confirmation') await this.store.remove(Object.values(data.files));
    const counts = (kind: ImportFileKind) => (report.files.includes(kind) ? report[kind] : null);
    if (report.state === 'completed' && !report.testMode) {
      // Keyed by the job: a re-run of the same job logs the import once.
      const event = new DirectoryImportedEvent(report.jobId, report.source, data.actor, counts('users'), counts('services'));
      this.outbox.release(await this.outbox.stage([`import.${report.jobId}.completed`, event]));
    }
    if (report.state === 'failed' && !report.testMode) await this.notifier.notify(report);
  }

  /**
   * Keeps the files for the confirmation; the import it replaces (if any) loses its files. The
   * nightly job never confirms itself: the notification addresses are told to decide.
   */
  private async awaitConfirmation(report: ImportReport, data: ImportJobData) {
    const replaced = await this.confirmations.register(report.jobId);
    if (replaced && replaced !== report.jobId) {
      const kept = new Set(Object.values(data.files).map((file) => file!.id));
      const stale = (await this.queue.filesOf(replaced)).filter((file) => !kept.has(file.id));
      await this.store.remove(stale);
    }
    if (report.source === 'nightly') await this.notifier.notifyAwaitingConfirmation(report);
  }
}
