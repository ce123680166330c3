import type { CompanyChoice, HelpUrlEntry, ImportReport } from '@contracts';

/** What the back-office's custom calls answer; the wire types shared with the server are in @contracts. */
export type { CompanyChoice };

export interface AdminConfigChanges {
  hermes_network: string[] | null;
  notification_import_mails: string[] | null;
  add_tool_help_url: HelpUrlEntry[] | null;
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
