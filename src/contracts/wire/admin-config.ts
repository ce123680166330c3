import type { DirectorySources, FooterEntry, HelpUrlEntry } from '../settings';

/** Everything the config page reads with `GET config?admin=1` (back-office spec section 3, Config). */
export interface AdminConfig {
  _id: string | null;
  footer: FooterEntry[];
  hermes_network: string[] | null;
  hermes_internal_websites: string[] | null;
  notification_import_mails: string[] | null;
  /** Hosts, addresses and ranges tools' status checks may reach besides the company network. */
  status_check_hosts: string[] | null;
  add_tool_help_url: HelpUrlEntry[] | null;
  validation_service: { _id: string; title: string; objectguid: string } | null;
  /** The default tools in list order (tool, language, subsidiary, groups, position from 0). */
  default_tools: unknown[];
  importTestMode: boolean;
  importusersFilepath: string | null;
  importservicesFilepath: string | null;
  nbBackgrounds: number;
  /** Which source owns people and groups (section "Provisioning" of the config page). */
  directory_sources: DirectorySources;
  updated_time: string | null;
}
