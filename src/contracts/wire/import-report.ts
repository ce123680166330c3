/** The two directory files an import reads. */
export type ImportFileKind = 'users' | 'services';

/** What one file of an import did. */
export interface ImportCounts {
  /** Data rows read (rejected ones included). */
  read: number;
  created: number;
  /** Existing entries whose imported fields changed (a deleted person coming back included). */
  updated: number;
  unchanged: number;
  /** Entries absent from the file, marked deleted (their data is kept). */
  deleted: number;
  rejected: number;
}

export interface ImportRejection {
  file: ImportFileKind;
  line: number;
  reason: string;
  /** The row's hermes_id or objectguid when it could be read. */
  key?: string;
}

export type ImportState = 'queued' | 'validating' | 'writing' | 'indexing' | 'completed' | 'failed' | 'awaiting_confirmation';

/** The deletions of one kind against the guard: more than `threshold` waits for a confirmation. */
export interface DeletionGuard {
  /** Entries the import would mark deleted. */
  deletions: number;
  /** Entries not deleted before the import. */
  directorySize: number;
  /** min(IMPORT_DELETE_GUARD_MAX, IMPORT_DELETE_GUARD_PERCENT % of directorySize). */
  threshold: number;
  exceeded: boolean;
}

/** What the import page polls (GET config/import/:jobId) and what the failure mail summarises. */
export interface ImportReport {
  jobId: string;
  state: ImportState;
  testMode: boolean;
  source: 'upload' | 'nightly';
  files: ImportFileKind[];
  /** Set once the job runs / ends. */
  startedAt?: string;
  finishedAt?: string;
  users: ImportCounts;
  services: ImportCounts;
  /** The first rejected rows, in file order (the counts hold the total). */
  rejections: ImportRejection[];
  rejectionsTruncated: boolean;
  /** The deletion guard per file, once checked. In `awaiting_confirmation` nothing was written. */
  guard?: Partial<Record<ImportFileKind, DeletionGuard>>;
  /** The job this one runs after an administrator confirmed its deletions. */
  confirms?: string;
  /** This job ran again after its worker stopped mid-import (a crash): the result is the same as one clean run. */
  resumed?: boolean;
  /** Why the import failed; `written` tells whether anything had been written before it stopped. */
  error?: { code: string; message: string; written: boolean };
}

/** The import settings `PUT config/import` saved with its call. */
export interface ImportSettingsView {
  importTestMode: boolean;
  importusersFilepath: string | null;
  importservicesFilepath: string | null;
}

/** What `PUT config/import` answers (and, without `settings`, the confirmation of a held import). */
export interface ImportStarted {
  /** Null when no file was sent: the call only saved the settings. */
  jobId: string | null;
  report: ImportReport | null;
  settings?: ImportSettingsView;
}
