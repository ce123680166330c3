import type { CompanyChoice, DirectorySources, HelpUrlEntry, ImportSettingsView, ImportStarted, ToolCard } from '@contracts';

/** What the back-office's custom calls answer; the wire types shared with the server are in @contracts. */
export type { CompanyChoice, ImportStarted };

/** A bookmarked tool, as `getBookmarkedApps/{userId}` answers it. */
export type BookmarkedTool = ToolCard;

export interface AdminConfigChanges {
  hermes_network: string[] | null;
  notification_import_mails: string[] | null;
  /** What tools' status checks may reach besides the company network: host names, addresses, CIDR ranges. */
  status_check_hosts: string[] | null;
  add_tool_help_url: HelpUrlEntry[] | null;
  directory_sources: DirectorySources;
}

/** The import page's call: the settings' fields (a path as typed, '' for none) and the files to upload. */
export type ImportRequest = { [K in keyof ImportSettingsView]: NonNullable<ImportSettingsView[K]> } & {
  usersFile?: File | null;
  servicesFile?: File | null;
};
