import type { ImportCounts, ImportFileKind, ImportReport } from '../contracts/wire/import-report';

/** The report's types are the wire's (src/contracts): the back-office reads the same. */
export type { DeletionGuard, ImportCounts, ImportRejection, ImportReport, ImportState } from '../contracts/wire/import-report';

function emptyCounts(): ImportCounts {
  return { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0, rejected: 0 };
}

export function initialReport(jobId: string, testMode: boolean, source: ImportReport['source'], files: ImportFileKind[]): ImportReport {
  return { jobId, state: 'queued', testMode, source, files, users: emptyCounts(), services: emptyCounts(), rejections: [], rejectionsTruncated: false };
}

/** States a run ends in: its report is then saved as the job's progress, and what follows (removing the files) no longer holds the import lock. */
export const ENDED_STATES: readonly ImportReport['state'][] = ['completed', 'failed', 'awaiting_confirmation'];

export function hasEnded(report: ImportReport | null): boolean {
  return !!report && ENDED_STATES.includes(report.state);
}

/** The report a job's run last saved (its BullMQ progress), or null before it ran. */
export function progressReport(job: { progress: unknown }): ImportReport | null {
  return typeof job.progress === 'object' && job.progress ? (job.progress as ImportReport) : null;
}
