import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Queue } from 'bullmq';
import type { Connection } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { ImportAlreadyRunning } from './import.errors';
import { ImportLock, QUEUED_LOCK_MS } from './import-lock';
import { IMPORT_JOB, IMPORT_QUEUE, ImportJobData, StoredImportFile } from './import-job';
import { hasEnded, ImportReport, initialReport, progressReport } from './import-report';
import type { ImportFileKind } from './parsing/read-entries';

const KEEP_REPORTS = { age: 30 * 86_400, count: 200 };

/** Queues an import (api: an upload; worker: the nightly job) and reads its report back. */
@Injectable()
export class DirectoryImportQueue {
  constructor(
    @InjectQueue(IMPORT_QUEUE) private readonly queue: Queue<ImportJobData, ImportReport>,
    @InjectConnection() private readonly connection: Connection,
    private readonly lock: ImportLock,
  ) {}

  /** Takes the import lock for a new job id (refused while another import is queued or running), then queues it. */
  async start(data: Omit<ImportJobData, 'database'>): Promise<ImportReport> {
    return this.enqueue(await this.reserve(), data);
  }

  /**
   * The import lock for a new job id; refused while another import is queued or running. An import
   * whose report says it ended ("completed" on the page) no longer counts, though its run still holds
   * the lock while it removes its files: the administrator who saw it end may upload at once.
   */
  async reserve(): Promise<string> {
    const jobId = `import-${randomUUID()}`;
    if (await this.lock.claim(jobId, QUEUED_LOCK_MS)) return jobId;
    const holder = await this.lock.holder();
    if (holder && hasEnded(await this.progressOf(holder)) && (await this.lock.claim(jobId, QUEUED_LOCK_MS, holder))) return jobId;
    throw new ImportAlreadyRunning(holder);
  }

  release(jobId: string): Promise<void> {
    return this.lock.release(jobId);
  }

  /** Queues the import of a reserved job id (the lock is released if queueing fails). */
  async enqueue(jobId: string, data: Omit<ImportJobData, 'database'>): Promise<ImportReport> {
    try {
      await this.queue.add(IMPORT_JOB, { ...data, database: this.connection.name }, { jobId, attempts: 1, removeOnComplete: KEEP_REPORTS, removeOnFail: KEEP_REPORTS });
    } catch (error) {
      await this.lock.release(jobId);
      throw error;
    }
    return initialReport(jobId, data.testMode, data.source, Object.keys(data.files) as ImportFileKind[]);
  }

  /** The report as it stands: queued, in progress (the last progress sent), or final. Null for an unknown job. */
  async report(jobId: string): Promise<ImportReport | null> {
    const job = await this.queue.getJob(jobId);
    if (!job || job.data.database !== this.connection.name) return null;
    const state = await job.getState();
    if (state === 'completed' && job.returnvalue) return job.returnvalue;
    const base = initialReport(jobId, job.data.testMode, job.data.source, Object.keys(job.data.files) as ImportFileKind[]);
    const progress = progressReport(job);
    if (state === 'failed') {
      // BullMQ's reason may be a database's internal message: it stays in the worker log.
      const written = progress?.state === 'writing' || progress?.state === 'indexing';
      const message = `The import could not run to its end (the details are in the worker log). ${written ? 'Run the same files again: the import finishes what this run started.' : 'Nothing was written.'}`;
      return { ...base, ...progress, state: 'failed', error: { code: 'IMPORT.FAILED', message, written } };
    }
    return progress ?? base;
  }

  private async progressOf(jobId: string): Promise<ImportReport | null> {
    const job = await this.job(jobId);
    return job ? progressReport(job) : null;
  }

  /** The job itself (its data and final report), for a confirmation. */
  async job(jobId: string) {
    const job = await this.queue.getJob(jobId);
    return job && job.data.database === this.connection.name ? job : null;
  }

  async filesOf(jobId: string): Promise<StoredImportFile[]> {
    const job = await this.job(jobId);
    return job ? (Object.values(job.data.files) as StoredImportFile[]) : [];
  }
}
