import { LANGUAGES, type FooterEntry, type Language } from '@contracts';

/** The form holds one field per language, named `footer.<lang>` like the server's field errors. */
export interface FooterFormValues {
  footer: Record<Language, string>;
}

export function toFormValues(entries: FooterEntry[]): FooterFormValues {
  const footer = Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Record<Language, string>;
  for (const entry of entries) {
    if (LANGUAGES.includes(entry.lang)) footer[entry.lang] = entry.content ?? '';
  }
  return { footer };
}

/** Every language is sent, so emptying one clears it on the server too. */
export function toEntries(values: FooterFormValues): FooterEntry[] {
  return LANGUAGES.map((lang) => ({ lang, content: values.footer?.[lang] ?? '' }));
}
