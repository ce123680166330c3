import { LANGUAGES } from '@contracts';

/** What a save sends: the names (blank ones left out), the icon, and an edited category's analytics name kept as it was. */
export function categoryPayload(data: Record<string, unknown>) {
  const names = (data.name ?? {}) as Record<string, string | undefined>;
  const name = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, names[lang]?.trim() ?? '']).filter(([, value]) => value),
  );
  return typeof data.nameForGTM === 'string' && data.nameForGTM
    ? { name, icon: data.icon, nameForGTM: data.nameForGTM }
    : { name, icon: data.icon };
}
