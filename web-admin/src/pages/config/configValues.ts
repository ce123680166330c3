import { DEFAULT_DIRECTORY_SOURCES, LANGUAGES, type AdminConfig, type DirectorySources, type HelpUrlEntry, type Language } from '@contracts';
import type { AdminConfigChanges } from '../../api/portalTypes';

/**
 * The form's shape: the lists as lists, the help URLs as one field per language, named like the
 * server's field errors (`hermes_network.1`, `add_tool_help_url.en`) so they land under the right input.
 */
export interface ConfigFormValues {
  hermes_network: string[];
  notification_import_mails: string[];
  status_check_hosts: string[];
  add_tool_help_url: Record<Language, string>;
  directory_sources: DirectorySources;
}

export function toFormValues(config: AdminConfig): ConfigFormValues {
  const help = Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Record<Language, string>;
  for (const entry of config.add_tool_help_url ?? []) if (LANGUAGES.includes(entry.lang)) help[entry.lang] = entry.url;
  return {
    hermes_network: config.hermes_network ?? [],
    notification_import_mails: config.notification_import_mails ?? [],
    status_check_hosts: config.status_check_hosts ?? [],
    add_tool_help_url: help,
    directory_sources: { ...DEFAULT_DIRECTORY_SOURCES, ...config.directory_sources },
  };
}

const cleanList = (values: (string | null | undefined)[] | undefined): string[] | null => {
  const kept = (values ?? []).map((value) => (value ?? '').trim()).filter(Boolean);
  return kept.length ? kept : null; // an empty config list is sent as null (spec section 4)
};

/** What PUT config receives; every index stays where the form shows it, so field errors match. */
export function toChanges(values: ConfigFormValues): AdminConfigChanges {
  const help: HelpUrlEntry[] = LANGUAGES.map((lang) => ({ lang, url: (values.add_tool_help_url?.[lang] ?? '').trim() })).filter(
    (entry) => entry.url,
  );
  return {
    hermes_network: cleanList(values.hermes_network),
    notification_import_mails: cleanList(values.notification_import_mails),
    status_check_hosts: cleanList(values.status_check_hosts),
    add_tool_help_url: help.length ? help : null,
    directory_sources: values.directory_sources,
  };
}
