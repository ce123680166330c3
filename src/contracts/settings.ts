import { LANGUAGES, Language, isLanguage } from './languages';
import { LIMITS } from './limits';
import { ERROR_CODES } from './errors';

/** One footer entry per language (spec: footer config is a list of { lang, content }). */
export interface FooterEntry {
  lang: Language;
  content: string;
}

export interface HelpUrlEntry {
  lang: Language;
  url: string;
}

/** Who feeds the directory's people or groups: the file import, the identity provider over SCIM, or both. */
export const DIRECTORY_SOURCES = ['files', 'scim', 'both'] as const;
export type DirectorySource = (typeof DIRECTORY_SOURCES)[number];
export interface DirectorySources {
  people: DirectorySource;
  groups: DirectorySource;
}
export const DEFAULT_DIRECTORY_SOURCES: DirectorySources = { people: 'files', groups: 'files' };

/** What every signed-in user may read with `GET config`. */
export interface PublicConfig {
  footer: FooterEntry[];
  add_tool_help_url: HelpUrlEntry[] | null;
  nbBackgrounds: number;
}

export interface RuleViolation {
  field: string;
  code: string;
  message: string;
  /** What the UIs put in the translated message, e.g. `{ max: 60 }` for TOOL.TOO_LONG. */
  params?: Record<string, string | number>;
}

/**
 * Checks a footer list before (client) and after (server) sanitising.
 * The server runs it on sanitised HTML, so the length counted is the length stored.
 */
export function checkFooter(entries: unknown): RuleViolation[] {
  if (!Array.isArray(entries)) {
    return [{ field: 'footer', code: ERROR_CODES.validationFailed, message: 'The footer must be a list of { lang, content }.' }];
  }
  const violations: RuleViolation[] = [];
  entries.forEach((entry, index) => {
    const lang = (entry as FooterEntry)?.lang;
    const content = (entry as FooterEntry)?.content;
    if (!isLanguage(lang)) {
      violations.push({
        field: `footer.${index}.lang`,
        code: ERROR_CODES.footerUnknownLanguage,
        message: `Unknown language; expected one of ${LANGUAGES.join(', ')}.`,
      });
      return;
    }
    if (typeof content !== 'string') {
      violations.push({ field: `footer.${lang}`, code: ERROR_CODES.validationFailed, message: 'The content must be text.' });
    } else if (content.length > LIMITS.footerMaxLength) {
      violations.push({
        field: `footer.${lang}`,
        code: ERROR_CODES.footerTooLong,
        message: `The footer may hold at most ${LIMITS.footerMaxLength} characters.`,
      });
    }
  });
  return violations;
}
