import { LANGUAGES, isLanguage } from './languages';
import { LIMITS } from './limits';
import { isNetworkEntryText } from './network-entry';
import { DIRECTORY_SOURCES, type DirectorySources, type HelpUrlEntry, type RuleViolation } from './settings';
import { isHttpUrl } from './tool-rules';
import { isStatusCheckAllowEntry, STATUS_CHECK_LIMITS, STATUS_CHECK_RULES } from './tool-status-rules';

/** Not in the spec: sizes that keep the config document (read at every sign-in) small. */
export const CONFIG_LIMITS = {
  networkEntries: 500,
  networkEntryLength: 100,
  importMails: 50,
  mailLength: 254,
  internalWebsites: 200,
  domainLength: 253,
} as const;

export const CONFIG_RULES = {
  notAList: { code: 'CONFIG.NOT_A_LIST', message: 'Expected a list.' },
  tooMany: { code: 'CONFIG.TOO_MANY', message: 'Too many entries.' },
  invalidNetwork: { code: 'CONFIG.INVALID_NETWORK', message: 'Expected an IP address or a CIDR range, such as 10.0.0.0/8 or fd00::/8.' },
  invalidMail: { code: 'CONFIG.INVALID_MAIL', message: 'Expected a mail address.' },
  invalidDomain: { code: 'CONFIG.INVALID_DOMAIN', message: 'Expected a domain name, such as intranet.example.com.' },
  unknownLanguage: { code: 'CONFIG.UNKNOWN_LANGUAGE', message: `Unknown language; expected one of ${LANGUAGES.join(', ')}.` },
  invalidHelpUrl: { code: 'url_must_begin', message: 'The url must begin with http:// or https://' },
  helpUrlTooLong: { code: 'CONFIG.TOO_LONG', message: `At most ${LIMITS.toolUrlMaxLength} characters.` },
  notAnObject: { code: 'validation_failed', message: 'The body must be a JSON object.' },
  unknownSource: { code: 'CONFIG.UNKNOWN_SOURCE', message: `Expected one of ${DIRECTORY_SOURCES.join(', ')}.` },
} as const;

/** What `PUT config` may change; a field left out of the body is left as it is. */
export interface AdminConfigChanges {
  hermes_network?: string[] | null;
  notification_import_mails?: string[] | null;
  add_tool_help_url?: HelpUrlEntry[] | null;
  /** Not on the spec's config page: the internal domains getOneUser lists as hermes_internal_websites. */
  hermes_internal_websites?: string[] | null;
  /** Who owns people and groups: files, SCIM or both. */
  directory_sources?: DirectorySources;
  /** Not on the spec's config page: what tools' status checks may reach besides the company network. */
  status_check_hosts?: string[] | null;
}

const MAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;

export function isMailAddress(text: string): boolean {
  return text.length <= CONFIG_LIMITS.mailLength && MAIL.test(text);
}

/** A host name: dot-separated labels of letters, digits and inner hyphens (no scheme, port or path). */
const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

export function isDomainName(text: string): boolean {
  return text.length <= CONFIG_LIMITS.domainLength && text.split('.').every((label) => DOMAIN_LABEL.test(label));
}

type Rule = { code: string; message: string };

/**
 * The config page's rules (back-office spec sections 2, 4 and 7): network entries are addresses or
 * CIDR ranges, mails are addresses, help URLs are http(s) per content language. Blank entries are
 * dropped and repeats removed; an empty list is stored as null ("an empty config list is sent as null").
 */
export function checkAdminConfig(body: unknown): { changes: AdminConfigChanges; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const add = (field: string, rule: Rule, message: string = rule.message) => violations.push({ field, code: rule.code, message });
  const changes: AdminConfigChanges = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add('config', CONFIG_RULES.notAnObject);
    return { changes, violations };
  }
  const input = body as Record<string, unknown>;

  const textList = (field: 'hermes_network' | 'notification_import_mails' | 'hermes_internal_websites' | 'status_check_hosts', max: number, maxLength: number, valid: (text: string) => boolean, rule: Rule) => {
    const value = input[field];
    if (value === undefined) return;
    if (value === null) return void (changes[field] = null);
    if (!Array.isArray(value)) return add(field, CONFIG_RULES.notAList);
    const kept: string[] = [];
    value.forEach((entry, index) => {
      const text = typeof entry === 'string' ? entry.trim() : entry;
      if (text === '') return;
      if (typeof text !== 'string' || text.length > maxLength || !valid(text)) return add(`${field}.${index}`, rule);
      if (!kept.some((k) => k.toLowerCase() === text.toLowerCase())) kept.push(text);
    });
    if (kept.length > max) add(field, CONFIG_RULES.tooMany, `At most ${max} entries.`);
    (changes as Record<string, unknown>)[field] = kept.length ? kept : null;
  };

  textList('hermes_network', CONFIG_LIMITS.networkEntries, CONFIG_LIMITS.networkEntryLength, isNetworkEntryText, CONFIG_RULES.invalidNetwork);
  textList('notification_import_mails', CONFIG_LIMITS.importMails, CONFIG_LIMITS.mailLength, isMailAddress, CONFIG_RULES.invalidMail);
  textList('hermes_internal_websites', CONFIG_LIMITS.internalWebsites, CONFIG_LIMITS.domainLength, isDomainName, CONFIG_RULES.invalidDomain);
  textList('status_check_hosts', STATUS_CHECK_LIMITS.allowEntries, CONFIG_LIMITS.domainLength, isStatusCheckAllowEntry, STATUS_CHECK_RULES.invalidAllowEntry);

  const sources = input.directory_sources;
  if (sources !== undefined) {
    const given = (typeof sources === 'object' && sources !== null ? sources : {}) as Record<string, unknown>;
    const valid = (value: unknown): value is DirectorySources['people'] => (DIRECTORY_SOURCES as readonly unknown[]).includes(value);
    for (const kind of ['people', 'groups'] as const) if (!valid(given[kind])) add(`directory_sources.${kind}`, CONFIG_RULES.unknownSource);
    if (valid(given.people) && valid(given.groups)) changes.directory_sources = { people: given.people, groups: given.groups };
  }

  const help = input.add_tool_help_url;
  if (help === null) changes.add_tool_help_url = null;
  else if (help !== undefined && !Array.isArray(help)) add('add_tool_help_url', CONFIG_RULES.notAList);
  else if (Array.isArray(help)) {
    // One URL per language, in the canonical order; the last entry of a repeated language wins.
    const byLanguage = new Map<string, string>();
    help.forEach((entry, index) => {
      const { lang, url } = (entry ?? {}) as { lang?: unknown; url?: unknown };
      if (!isLanguage(lang)) return add(`add_tool_help_url.${index}.lang`, CONFIG_RULES.unknownLanguage);
      const text = typeof url === 'string' ? url.trim() : url;
      if (text === '' || text === null || text === undefined) return void byLanguage.delete(lang);
      if (typeof text !== 'string' || !isHttpUrl(text)) return add(`add_tool_help_url.${lang}`, CONFIG_RULES.invalidHelpUrl);
      if (text.length > LIMITS.toolUrlMaxLength) return add(`add_tool_help_url.${lang}`, CONFIG_RULES.helpUrlTooLong);
      byLanguage.set(lang, text);
    });
    const entries = LANGUAGES.filter((lang) => byLanguage.has(lang)).map((lang) => ({ lang, url: byLanguage.get(lang)! }));
    changes.add_tool_help_url = entries.length ? entries : null;
  }
  return { changes, violations };
}

/** The help link for a language: that language's, else English's (spec section 9), else none. */
export function helpUrlFor(entries: readonly HelpUrlEntry[] | null | undefined, language: string): string | null {
  const find = (lang: string) => entries?.find((entry) => entry.lang === lang)?.url;
  return find(language) ?? find('en') ?? null;
}
