import { pickTranslation, type FooterEntry, type Language, type Translated } from '@contracts';

/** The footer of `language`, else English, else French (the shared rule of the contracts). */
export function pickFooterContent(entries: readonly FooterEntry[] | undefined, language: Language): string {
  const byLanguage: Translated = {};
  for (const entry of entries ?? []) byLanguage[entry.lang] = entry.content;
  return pickTranslation(byLanguage, language);
}
