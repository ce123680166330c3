import type { CompanyChoice, FooterEntry, HelpUrlEntry } from '@contracts';

/** What the back-office's custom calls answer (server views; only the fields the screens use). */
export type { CompanyChoice };

export interface DirectoryPerson {
  _id: string;
  fullname: string;
  firstname?: string;
  lastname?: string;
}

/** A group of a picker: the wire type of src/contracts. */
export type { DirectoryGroup } from '@contracts';

export interface ToolByName {
  _id: string;
  title: Record<string, string> | string;
}

export interface AdminConfig {
  _id: string | null;
  footer: FooterEntry[];
  hermes_network: string[] | null;
  notification_import_mails: string[] | null;
  add_tool_help_url: HelpUrlEntry[] | null;
  importTestMode: boolean;
  importusersFilepath: string | null;
  importservicesFilepath: string | null;
}

export interface AdminConfigChanges {
  hermes_network: string[] | null;
  notification_import_mails: string[] | null;
  add_tool_help_url: HelpUrlEntry[] | null;
}

export interface ImportFileCounts {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  rejected: number;
}

export type ImportState =
  | 'queued'
  | 'validating'
  | 'writing'
  | 'indexing'
  | 'completed'
  | 'failed'
  | 'awaiting_confirmation';

/** The deletions of one file against the guard (more than `threshold` waits for a confirmation). */
export interface ImportDeletionGuard {
  deletions: number;
  directorySize: number;
  threshold: number;
  exceeded: boolean;
}

export interface ImportReport {
  jobId?: string;
  state: ImportState;
  testMode: boolean;
  source?: 'upload' | 'nightly';
  guard?: Partial<Record<'users' | 'services', ImportDeletionGuard>>;
  resumed?: boolean;
  users?: ImportFileCounts | null;
  services?: ImportFileCounts | null;
  rejections?: { file: string; line: number; reason: string; key?: string }[];
  error?: { code: string; message: string; written?: boolean } | null;
}

export interface ImportRequest {
  usersFile?: File | null;
  servicesFile?: File | null;
  importTestMode: boolean;
  importusersFilepath: string;
  importservicesFilepath: string;
}

export interface ImportStarted {
  jobId: string | null;
  report: ImportReport | null;
}

export interface BookmarkedTool {
  _id: string;
  title: Record<string, string> | string;
}
