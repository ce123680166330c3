import ipaddr from 'ipaddr.js';
import { checkAdminConfig, helpUrlFor, isDomainName, isMailAddress } from './config-rules';
import { isNetworkEntryText } from './network-entry';

describe('config page rules (PUT config)', () => {
  describe('network entries', () => {
    it.each(['10.0.0.0/8', '192.168.1.7', '0.0.0.0/0', 'fd00::/8', '2001:db8::1', '::1', '::ffff:10.1.2.3', '2001:db8:0:0:0:0:0:1/128', ' 172.16.0.0/12 '])(
      'accepts %s, which the server parses too',
      (entry) => {
        expect(isNetworkEntryText(entry)).toBe(true);
        const text = entry.trim();
        expect(() => (text.includes('/') ? ipaddr.parseCIDR(text) : ipaddr.parse(text))).not.toThrow();
      },
    );

    it.each(['10.0.0', '10.0.0.0/33', '256.1.1.1', '10.0.0.0/8/1', 'fd00::/129', 'host.example', '1::2::3', '1:2:3:4:5:6:7:8:9', 'fe80::1%eth0', '010.0.0.1', '', '10.0.0.0/', '10.0.0.0/08'])(
      'refuses %s',
      (entry) => expect(isNetworkEntryText(entry)).toBe(false),
    );
  });

  it('accepts mail addresses and refuses anything else', () => {
    expect(isMailAddress('it-support@example.com')).toBe(true);
    for (const bad of ['it-support', 'a@b', 'a b@example.com', 'a@example.com, b@example.com', '<a@example.com>']) expect(isMailAddress(bad)).toBe(false);
  });

  it('accepts internal website domain names and refuses addresses with a scheme, a path, a port or blanks', () => {
    for (const good of ['intranet', 'intranet.northwind.example', 'hr-portal.example.com', 'xn--bcher-kva.example']) expect(isDomainName(good)).toBe(true);
    for (const bad of ['https://intranet.example', 'intranet.example/hr', 'intranet.example:8080', 'a b.example', '-x.example', 'x-.example', 'example.', '', `${'a'.repeat(64)}.example`]) {
      expect(isDomainName(bad)).toBe(false);
    }
    const { changes, violations } = checkAdminConfig({ hermes_internal_websites: [' hr.example ', 'HR.example', 'javascript:alert(1)'] });
    expect(violations).toEqual([{ field: 'hermes_internal_websites.2', code: 'CONFIG.INVALID_DOMAIN', message: expect.any(String) }]);
    expect(changes.hermes_internal_websites).toEqual(['hr.example']);
    expect(checkAdminConfig({ hermes_internal_websites: [] }).changes).toEqual({ hermes_internal_websites: null });
  });

  it('stores an empty list as null and leaves absent fields unchanged', () => {
    const { changes, violations } = checkAdminConfig({ hermes_network: [], notification_import_mails: ['  '], add_tool_help_url: [] });
    expect(violations).toEqual([]);
    expect(changes).toEqual({ hermes_network: null, notification_import_mails: null, add_tool_help_url: null });
    expect(checkAdminConfig({ hermes_network: ['10.0.0.0/8'] }).changes).toEqual({ hermes_network: ['10.0.0.0/8'] });
  });

  it('trims, drops repeats and keeps one help URL per language in the canonical order', () => {
    const { changes } = checkAdminConfig({
      hermes_network: [' 10.0.0.0/8', '10.0.0.0/8'],
      notification_import_mails: ['Ops@example.com', 'ops@example.com'],
      add_tool_help_url: [
        { lang: 'fr', url: 'https://help.example/fr' },
        { lang: 'en', url: 'https://help.example/old' },
        { lang: 'en', url: 'https://help.example/en' },
        { lang: 'ja', url: '' },
      ],
    });
    expect(changes).toEqual({
      hermes_network: ['10.0.0.0/8'],
      notification_import_mails: ['Ops@example.com'],
      add_tool_help_url: [
        { lang: 'en', url: 'https://help.example/en' },
        { lang: 'fr', url: 'https://help.example/fr' },
      ],
    });
  });

  it('names every broken entry', () => {
    const { violations } = checkAdminConfig({
      hermes_network: ['10.0.0.0/8', 'intranet'],
      notification_import_mails: 'ops@example.com',
      add_tool_help_url: [{ lang: 'de', url: 'https://x.example' }, { lang: 'en', url: 'javascript:alert(1)' }],
    });
    expect(violations.map((v) => [v.field, v.code])).toEqual([
      ['hermes_network.1', 'CONFIG.INVALID_NETWORK'],
      ['notification_import_mails', 'CONFIG.NOT_A_LIST'],
      ['add_tool_help_url.0.lang', 'CONFIG.UNKNOWN_LANGUAGE'],
      ['add_tool_help_url.en', 'url_must_begin'],
    ]);
  });

  it('refuses a body that is not an object', () => {
    expect(checkAdminConfig(null).violations).toHaveLength(1);
    expect(checkAdminConfig([1]).violations).toHaveLength(1);
  });

  it('picks the help URL of the language, else English', () => {
    const entries = [{ lang: 'en' as const, url: 'https://en' }, { lang: 'fr' as const, url: 'https://fr' }];
    expect(helpUrlFor(entries, 'fr')).toBe('https://fr');
    expect(helpUrlFor(entries, 'ja')).toBe('https://en');
    expect(helpUrlFor(null, 'ja')).toBeNull();
  });

  it('takes who owns people and groups (files, scim or both), and refuses another source', () => {
    expect(checkAdminConfig({ directory_sources: { people: 'scim', groups: 'both' } }).changes).toEqual({ directory_sources: { people: 'scim', groups: 'both' } });
    const { changes, violations } = checkAdminConfig({ directory_sources: { people: 'ldap', groups: 'files' } });
    expect(changes).toEqual({});
    expect(violations.map((v) => [v.field, v.code])).toEqual([['directory_sources.people', 'CONFIG.UNKNOWN_SOURCE']]);
  });
});
