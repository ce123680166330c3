import { describe, expect, it } from 'vitest';
import { toChanges, toFormValues } from './configValues';

describe('config values', () => {
  it('sends an empty list as null and drops blank entries', () => {
    expect(
      toChanges({
        hermes_network: ['  10.0.0.0/8 ', ''],
        notification_import_mails: ['', '  '],
        status_check_hosts: [' intranet.example.com ', ''],
        add_tool_help_url: { en: '', fr: '', zh: '', ja: '' },
        directory_sources: { people: 'files', groups: 'files' },
      }),
    ).toEqual({ hermes_network: ['10.0.0.0/8'], notification_import_mails: null, status_check_hosts: ['intranet.example.com'], add_tool_help_url: null, directory_sources: { people: 'files', groups: 'files' } });
  });

  it('holds one help URL per language and sends them back as { lang, url }', () => {
    const values = toFormValues({
      _id: null,
      footer: [],
      hermes_network: null,
      notification_import_mails: null,
      status_check_hosts: null,
      add_tool_help_url: [{ lang: 'fr', url: 'https://aide.example.com' }],
      importTestMode: false,
      importusersFilepath: null,
      importservicesFilepath: null,
      hermes_internal_websites: null,
      validation_service: null,
      default_tools: [],
      nbBackgrounds: 19,
      directory_sources: { people: 'scim', groups: 'both' },
      updated_time: null,
    });
    expect(values.add_tool_help_url).toEqual({ en: '', fr: 'https://aide.example.com', zh: '', ja: '' });
    expect(toChanges(values).add_tool_help_url).toEqual([{ lang: 'fr', url: 'https://aide.example.com' }]);
    expect(toChanges(values).directory_sources).toEqual({ people: 'scim', groups: 'both' });
  });
});
