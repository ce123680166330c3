import { LANGUAGES, isLanguage, type Language, type Translated } from './languages';
import type { RuleViolation } from './settings';

/** Announcements (issue 36): what administrators tell employees, with an audience and a time window. */
export const ANNOUNCEMENT_KINDS = ['info', 'warning', 'maintenance'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** Not in the spec: the sizes of one announcement, and how long an ended one stays under "News". */
export const ANNOUNCEMENT_LIMITS = {
  titleMax: 120,
  bodyMax: 20_000,
  audienceMax: 200,
  toolsMax: 50,
  /** An ended announcement stays in "News" this many days. */
  recentDays: 30,
  /** "News" lists at most this many announcements, newest first. */
  newsMax: 30,
  /** Tool ids a person's "seen" set may grow by in one call (a wall holds at most a few thousand tools). */
  seenToolsPerCall: 5000,
} as const;

export const ANNOUNCEMENT_RULES = {
  englishOrFrench: { code: 'ANNOUNCEMENTS.ENGLISH_OR_FRENCH', message: 'A title and a body in English or in French are required.' },
  titleTooLong: { code: 'ANNOUNCEMENTS.TITLE_TOO_LONG', message: `At most ${ANNOUNCEMENT_LIMITS.titleMax} characters.` },
  bodyTooLong: { code: 'ANNOUNCEMENTS.BODY_TOO_LONG', message: `At most ${ANNOUNCEMENT_LIMITS.bodyMax} characters.` },
  invalidKind: { code: 'ANNOUNCEMENTS.INVALID_KIND', message: `The kind is one of ${ANNOUNCEMENT_KINDS.join(', ')}.` },
  invalidDate: { code: 'ANNOUNCEMENTS.INVALID_DATE', message: 'Expected a date and time.' },
  endBeforeStart: { code: 'ANNOUNCEMENTS.END_BEFORE_START', message: 'The end must come after the start.' },
  invalidAudience: { code: 'ANNOUNCEMENTS.INVALID_AUDIENCE', message: 'Expected lists of subsidiaries, groups and languages.' },
  tooMany: { code: 'ANNOUNCEMENTS.TOO_MANY', message: `At most ${ANNOUNCEMENT_LIMITS.audienceMax} entries.` },
  invalidTools: { code: 'ANNOUNCEMENTS.INVALID_TOOLS', message: `Expected at most ${ANNOUNCEMENT_LIMITS.toolsMax} tool ids.` },
  unknownGroup: { code: 'ANNOUNCEMENTS.UNKNOWN_GROUP', message: 'Unknown group.' },
  unknownSubsidiary: { code: 'ANNOUNCEMENTS.UNKNOWN_SUBSIDIARY', message: 'Unknown subsidiary.' },
  notAnObject: { code: 'validation_failed', message: 'The body must be a JSON object.' },
} as const;

/**
 * Who an announcement is for. Each list given narrows the audience (a person must match one entry of
 * every list that is not empty); all three empty means everyone.
 */
export interface AnnouncementAudience {
  subsidiaries: string[];
  /** Directory group guids, as users' `services` name them. */
  groups: string[];
  languages: Language[];
  /**
   * Only the people who see at least one of the tools it concerns, decided from each tool's visibility
   * when a person reads their announcements (a tool's maintenance; absent for the others).
   */
  toolViewers?: boolean;
}

export interface AnnouncementDraft {
  title: Translated;
  body: Translated;
  kind: AnnouncementKind;
  audience: AnnouncementAudience;
  startsAt: Date;
  endsAt: Date;
  tools: string[];
}

/** An announcement as the back-office reads and writes it (`/api/admin/announcements`). */
export interface AnnouncementRecord {
  id: string;
  title: Translated;
  body: Translated;
  kind: AnnouncementKind;
  audience: AnnouncementAudience;
  startsAt: string;
  endsAt: string;
  tools: string[];
  created_time: string;
  updated_time: string;
}

/** One announcement as a person reads it, in their language (with the en, then fr fallback). */
export interface PersonAnnouncement {
  id: string;
  kind: AnnouncementKind;
  title: string;
  /** Sanitised HTML. */
  body: string;
  /** The language of `title` and `body`, for the page's `lang`. */
  lang: Language;
  startsAt: string;
  endsAt: string;
  tools: string[];
  current: boolean;
  dismissed: boolean;
  read: boolean;
}

/** The current maintenance of one tool, for its tile (`GET announcements/mine`, `maintenanceByTool`). */
export interface ToolMaintenance {
  announcementId: string;
  title: string;
  lang: Language;
  endsAt: string;
}

/** `GET announcements/mine`: a person's banners, their "News", and what their wall's tiles show. */
export interface MyAnnouncements {
  /** Current and not dismissed: the banners above the bookmarks. */
  banners: PersonAnnouncement[];
  /** Current and recent, dismissed included, newest first. */
  news: PersonAnnouncement[];
  /** News neither read nor dismissed. */
  unread: number;
  /** Per tool id, the current maintenance announcement addressed to this person (dismissed or not). */
  maintenanceByTool: Record<string, ToolMaintenance>;
  /** The tool ids this person has already seen on their wall; null until their first wall is recorded. */
  seenTools: string[] | null;
}

/** Whether the audience reaches a person. */
export function audienceReaches(audience: AnnouncementAudience, person: { subsidiaryId: string | null; groups: readonly string[]; language: string }): boolean {
  if (audience.subsidiaries.length && !(person.subsidiaryId && audience.subsidiaries.includes(person.subsidiaryId))) return false;
  if (audience.groups.length && !person.groups.some((group) => audience.groups.includes(group))) return false;
  if (audience.languages.length && !(audience.languages as string[]).includes(person.language)) return false;
  return true;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value);
type Rule = { code: string; message: string };

/** A picked record ({ _id }, { guid }) or its id. */
function keyOf(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const entry = value as { guid?: unknown; _id?: unknown; id?: unknown };
    return entry.guid ?? entry._id ?? entry.id;
  }
  return value;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The announcement form's rules, for the server (authoritative) and the back-office form. A title and a
 * body in English or in French; a kind; a start before the end; lists of subsidiaries (ids), groups
 * (guids) and languages; tool ids. Whether the groups and subsidiaries exist is the server's check.
 */
export function checkAnnouncementForm(body: unknown): { draft: AnnouncementDraft | null; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const add = (field: string, rule: Rule) => violations.push({ field, code: rule.code, message: rule.message });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add('body', ANNOUNCEMENT_RULES.notAnObject);
    return { draft: null, violations };
  }
  const input = body as Record<string, unknown>;
  const title = texts(input.title, 'title', ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_RULES.titleTooLong, add);
  const text = texts(input.body, 'body', ANNOUNCEMENT_LIMITS.bodyMax, ANNOUNCEMENT_RULES.bodyTooLong, add);
  if (!(['en', 'fr'] as const).some((lang) => title[lang] && text[lang])) add('title', ANNOUNCEMENT_RULES.englishOrFrench);

  const kind = input.kind ?? 'info';
  if (!(ANNOUNCEMENT_KINDS as readonly unknown[]).includes(kind)) add('kind', ANNOUNCEMENT_RULES.invalidKind);

  const startsAt = dateOf(input.startsAt);
  const endsAt = dateOf(input.endsAt);
  if (!startsAt) add('startsAt', ANNOUNCEMENT_RULES.invalidDate);
  if (!endsAt) add('endsAt', ANNOUNCEMENT_RULES.invalidDate);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) add('endsAt', ANNOUNCEMENT_RULES.endBeforeStart);

  const audienceInput = (input.audience ?? {}) as Record<string, unknown>;
  const list = (field: 'subsidiaries' | 'groups' | 'languages', valid: (entry: unknown) => boolean): string[] => {
    const raw = audienceInput[field] ?? [];
    const entries = Array.isArray(raw) ? raw.map(keyOf) : null;
    if (!entries || !entries.every(valid)) {
      add(`audience.${field}`, ANNOUNCEMENT_RULES.invalidAudience);
      return [];
    }
    if (entries.length > ANNOUNCEMENT_LIMITS.audienceMax) add(`audience.${field}`, ANNOUNCEMENT_RULES.tooMany);
    return [...new Set((entries as string[]).map((entry) => (field === 'subsidiaries' ? entry.toLowerCase() : entry.trim())))];
  };
  if (typeof audienceInput !== 'object' || Array.isArray(audienceInput)) add('audience', ANNOUNCEMENT_RULES.invalidAudience);
  const subsidiaries = list('subsidiaries', isId);
  const groups = list('groups', (entry) => typeof entry === 'string' && !!entry.trim() && entry.length <= 256);
  const languages = list('languages', isLanguage) as Language[];

  const rawTools = (input.tools ?? []) as unknown;
  const tools = Array.isArray(rawTools) ? rawTools.map(keyOf) : null;
  if (!tools || tools.length > ANNOUNCEMENT_LIMITS.toolsMax || !tools.every(isId)) add('tools', ANNOUNCEMENT_RULES.invalidTools);

  if (violations.length) return { draft: null, violations };
  return {
    draft: {
      title,
      body: text,
      kind: kind as AnnouncementKind,
      audience: { subsidiaries, groups, languages, ...(audienceInput.toolViewers === true ? { toolViewers: true } : {}) },
      startsAt: startsAt!,
      endsAt: endsAt!,
      tools: [...new Set((tools as string[]).map((id) => id.toLowerCase()))],
    },
    violations,
  };
}

/** A text per language, blanks dropped; anything else than text is refused under `field.lang`. */
function texts(value: unknown, field: string, max: number, tooLong: Rule, add: (field: string, rule: Rule) => void): Translated {
  const out: Translated = {};
  if (value === undefined || value === null) return out;
  if (typeof value !== 'object' || Array.isArray(value)) {
    add(field, ANNOUNCEMENT_RULES.englishOrFrench);
    return out;
  }
  for (const lang of LANGUAGES) {
    const text = (value as Record<string, unknown>)[lang];
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string') add(`${field}.${lang}`, ANNOUNCEMENT_RULES.englishOrFrench);
    else if (text.length > max) add(`${field}.${lang}`, tooLong);
    // A rich-text body of empty paragraphs (`<p></p>`) is blank.
    else if (text.replace(/<[^>]*>/g, '').trim()) out[lang] = text.trim();
  }
  return out;
}
