import { checkAnnouncementForm, LANGUAGES } from '@contracts';

interface AnnouncementFormValues {
  title?: Record<string, string | null | undefined>;
  body?: Record<string, string | null | undefined>;
  kind?: string;
  audience?: { subsidiaries?: string[]; groups?: string[]; languages?: string[] };
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
  tools?: string[];
}

/** A date input's value (local time) as the instant it means. */
const instant = (value: string | Date | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
};

/** What a save sends. */
export function announcementPayload(data: Record<string, unknown>) {
  const values = data as AnnouncementFormValues;
  const texts = (map: AnnouncementFormValues['title']) => Object.fromEntries(LANGUAGES.flatMap((lang) => (map?.[lang] ? [[lang, map[lang]]] : [])));
  return {
    title: texts(values.title),
    body: texts(values.body),
    kind: values.kind ?? 'info',
    audience: { subsidiaries: values.audience?.subsidiaries ?? [], groups: values.audience?.groups ?? [], languages: values.audience?.languages ?? [] },
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    tools: values.tools ?? [],
  };
}

/** The shared rules, as form errors under their inputs (the English-or-French rule under the English title). */
export function validateAnnouncement(values: Record<string, unknown>) {
  const { violations } = checkAnnouncementForm(announcementPayload(values));
  const errors: Record<string, unknown> = {};
  for (const violation of violations) {
    const path = (violation.field === 'title' ? 'title.en' : violation.field).split('.');
    let node = errors;
    path.slice(0, -1).forEach((part) => (node = (node[part] ??= {}) as Record<string, unknown>));
    node[path[path.length - 1]] ??= `portal.errors.${violation.code}`;
  }
  return errors;
}
