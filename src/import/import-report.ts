import type { ImportCounts, ImportFileKind, ImportReport } from '../contracts/wire/import-report';

/** The report's types are the wire's (src/contracts): the back-office reads the same. */
export type { DeletionGuard, ImportCounts, ImportRejection, ImportReport, ImportState } from '../contracts/wire/import-report';

function emptyCounts(): ImportCounts {
  return { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0, rejected: 0 };
}

export function initialReport(jobId: string, testMode: boolean, source: ImportReport['source'], files: ImportFileKind[]): ImportReport {
  return { jobId, state: 'queued', testMode, source, files, users: emptyCounts(), services: emptyCounts(), rejections: [], rejectionsTruncated: false };
}
