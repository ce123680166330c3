import { LANGUAGES } from '@contracts';

/** What a save sends: the names (blank ones left out) and the icon; the server derives the rest. */
export function categoryPayload(data: Record<string, unknown>) {
  const names = (data.name ?? {}) as Record<string, string | undefined>;
  const name = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, names[lang]?.trim() ?? '']).filter(([, value]) => value),
  );
  return { name, icon: data.icon };
}
