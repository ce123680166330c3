import type { HelpUrlEntry, Language } from '@contracts';

/** The add-tool help link in the interface language, else English (back-office config); http(s) only. */
export function helpUrlFor(entries: readonly HelpUrlEntry[] | null | undefined, language: Language): string | null {
  const list = entries ?? [];
  const url = (list.find((entry) => entry.lang === language) ?? list.find((entry) => entry.lang === 'en'))?.url ?? '';
  return /^https?:\/\//i.test(url) ? url : null;
}
