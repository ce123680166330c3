import { describe, expect, it } from 'vitest';
import { anAdminConfig } from '../../test/adminConfig';
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
    const values = toFormValues(
      anAdminConfig({ _id: null, add_tool_help_url: [{ lang: 'fr', url: 'https://aide.example.com' }], directory_sources: { people: 'scim', groups: 'both' } }),
    );
    expect(values.add_tool_help_url).toEqual({ en: '', fr: 'https://aide.example.com', zh: '', ja: '' });
    expect(toChanges(values).add_tool_help_url).toEqual([{ lang: 'fr', url: 'https://aide.example.com' }]);
    expect(toChanges(values).directory_sources).toEqual({ people: 'scim', groups: 'both' });
  });
});
