import type { ImportFileKind } from './parsing/read-entries';

export const IMPORT_QUEUE = 'directory-import';
export const IMPORT_JOB = 'import-directory';

/** A stored file of the `imports` GridFS bucket. */
export interface StoredImportFile {
  id: string;
  filename: string;
}

export interface ImportJobData {
  /** The database the files and the directory live in: a worker of another database refuses the job. */
  database: string;
  testMode: boolean;
  source: 'upload' | 'nightly';
  files: Partial<Record<ImportFileKind, StoredImportFile>>;
  actor: { userId: string; fullname: string } | null;
  /** Deletions an administrator confirmed (per file): the guard lets at most these through. */
  confirmedDeletions?: Partial<Record<ImportFileKind, number>>;
  /** The job awaiting confirmation that this one runs. */
  confirms?: string;
}
