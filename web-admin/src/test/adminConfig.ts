import type { AdminConfig } from '@contracts';

/** The settings as `GET /api/admin/config` answers them with nothing set; `overrides` sets any field. */
export function anAdminConfig(overrides: Partial<AdminConfig> = {}): AdminConfig {
  return {
    _id: 'cfg',
    footer: [],
    hermes_network: null,
    notification_import_mails: null,
    status_check_hosts: null,
    add_tool_help_url: null,
    importTestMode: false,
    importusersFilepath: null,
    importservicesFilepath: null,
    hermes_internal_websites: null,
    validation_service: null,
    default_tools: [],
    nbBackgrounds: 19,
    directory_sources: { people: 'files', groups: 'files' },
    updated_time: null,
    ...overrides,
  };
}
