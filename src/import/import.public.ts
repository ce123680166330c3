/** The import module's public API besides its commands, queries and events: the job's queue and its report's shape. */
export { IMPORT_QUEUE, IMPORT_JOB } from './import-job';
export type { StoredImportFile, ImportJobData } from './import-job';
export type { ImportCounts, ImportRejection, ImportState, DeletionGuard, ImportReport } from './import-report';
