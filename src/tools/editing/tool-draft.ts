import { LANGUAGES, Language, chosenLanguages, checkToolForm, defaultAbbreviation, DEFAULT_LOGO_COLOR } from '../../contracts';
import { Types } from 'mongoose';
import type { RuleViolation } from '../../contracts/settings';
import type { ToolContentFields } from '../../contracts/wire/tools';
import { ALL_VIEWERS, audienceOf, isNewOnSave, PRIVATE, visibilityCodeOf, visibilityOf, VisibilityChoice } from '../../contracts/tool-visibility';

/**
 * The content of a tool as the form sends it (postApp / updateApp) once read and normalised: the
 * part of a tool a validation holds in `changed` and acceptance applies. Ids are plain strings here
 * (a validation stores JSON); toStoredContent turns them into the live document's types.
 */
export interface ToolContent extends ToolContentFields {
  is_new: boolean;
  is_translated: boolean;
  translated_into: Language[];
}

/** Not in the spec: bounds that keep a tool's lists reasonable (a picker adds one entry at a time). */
export const TOOL_LIST_LIMITS = { managers: 50, viewers: 1000, categories: 20 } as const;

const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** Stored logo names: a content hash and an image extension (see the files module). */
const LOGO_NAME = /^[0-9a-f]{16}\.(svg|png|jpg|jpeg|gif)$/;
const COLOR = /^#[0-9a-f]{6}$/i;
/** A directory group name as users' `services` list it: printable, no control characters. */
const GROUP_NAME = /^[^\u0000-\u001f]{1,256}$/;

interface DraftReading {
  content: ToolContent | null;
  visibility: VisibilityChoice;
  violations: RuleViolation[];
}

const violation = (field: string, code: string, message: string): RuleViolation => ({ field, code, message });

/** An entity that may come as an id or as an object with `_id` (the spec allows both for categories and subsidiary). */
function idOf(value: unknown): unknown {
  if (value && typeof value === 'object' && '_id' in value) return String((value as { _id: unknown })._id);
  return value;
}

function readTexts(body: Record<string, unknown>, field: 'title' | 'description' | 'url', violations: RuleViolation[]) {
  const raw = body[field];
  const texts: Partial<Record<Language, string>> = {};
  if (raw === undefined || raw === null) return texts;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    violations.push(violation(field, 'TOOL.INVALID', `The ${field} must be an object keyed by language.`));
    return texts;
  }
  for (const lang of LANGUAGES) {
    const value = (raw as Record<string, unknown>)[lang];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') violations.push(violation(`${field}.${lang}`, 'TOOL.INVALID', `The ${field} must be text.`));
    else if (value.trim()) texts[lang] = value.trim();
  }
  return texts;
}

function readIds(body: Record<string, unknown>, field: string, max: number, violations: RuleViolation[], accept: (id: string) => boolean) {
  const raw = body[field];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) {
    violations.push(violation(field, 'TOOL.INVALID', `The ${field} must be a list.`));
    return [];
  }
  const ids = [...new Set(raw.map(idOf).map((id) => (typeof id === 'string' ? id.trim() : id)))];
  if (ids.some((id) => typeof id !== 'string' || !accept(id))) {
    violations.push(violation(field, 'TOOL.INVALID_ID', `The ${field} hold an invalid identifier.`));
    return [];
  }
  if (ids.length > max) violations.push({ ...violation(field, 'TOOL.TOO_MANY', `At most ${max} entries.`), params: { max } });
  return ids as string[];
}

function readLogo(body: Record<string, unknown>, title: ToolContent['title'], violations: RuleViolation[]): ToolContent['logo'] {
  const raw = (body.logo && typeof body.logo === 'object' ? body.logo : {}) as Record<string, unknown>;
  const logo: ToolContent['logo'] = {};
  if (raw.image !== undefined && raw.image !== null && raw.image !== '') {
    if (typeof raw.image !== 'string' || !LOGO_NAME.test(raw.image)) violations.push(violation('logo.image', 'TOOL.INVALID', 'Unknown logo file.'));
    else logo.image = raw.image;
  }
  const abrev = typeof raw.abrev === 'string' ? raw.abrev.trim() : '';
  logo.abrev = abrev || defaultAbbreviation(title.en ?? title.fr ?? Object.values(title)[0]);
  const color = typeof raw.color === 'string' ? raw.color.trim() : '';
  if (color && !COLOR.test(color)) violations.push(violation('logo.color', 'TOOL.INVALID', 'The colour must look like #rrggbb.'));
  logo.color = color || DEFAULT_LOGO_COLOR;
  return logo;
}


/**
 * Reads a postApp / updateApp body into a tool's content, collecting every broken rule of the form
 * (section 5, from contracts) with what the body's types got wrong. `defaultManager` fills the
 * managers when the body has none at all (the creator, on creation).
 */
export function readToolDraft(input: unknown, defaultManager: string | null): DraftReading {
  const violations: RuleViolation[] = [];
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { content: null, visibility: PRIVATE, violations: [violation('body', 'TOOL.INVALID', 'The tool must be a JSON object.')] };
  }
  const body = input as Record<string, unknown>;
  const title = readTexts(body, 'title', violations);
  const description = readTexts(body, 'description', violations);
  const url = readTexts(body, 'url', violations);
  const logo = readLogo(body, title, violations);
  const categories = readIds(body, 'categories', TOOL_LIST_LIMITS.categories, violations, (id) => OBJECT_ID.test(id)) ?? [];
  const managers =
    readIds(body, 'managers', TOOL_LIST_LIMITS.managers, violations, (id) => OBJECT_ID.test(id)) ?? (defaultManager ? [defaultManager] : []);
  const users = readIds(body, 'users', TOOL_LIST_LIMITS.viewers, violations, (id) => id === ALL_VIEWERS || OBJECT_ID.test(id) || GROUP_NAME.test(id)) ?? [];

  const subsidiaryRaw = idOf(body.subsidiaryId);
  let subsidiaryId: string | null = null;
  if (subsidiaryRaw !== undefined && subsidiaryRaw !== null && subsidiaryRaw !== '' && subsidiaryRaw !== -1 && subsidiaryRaw !== 0) {
    if (typeof subsidiaryRaw !== 'string' || !OBJECT_ID.test(subsidiaryRaw)) {
      violations.push(violation('subsidiaryId', 'TOOL.INVALID_ID', 'The subsidiary is not a valid identifier.'));
    } else subsidiaryId = subsidiaryRaw.toLowerCase();
  }
  const visibility = visibilityOf(users, users.includes(ALL_VIEWERS) ? subsidiaryId : null);
  violations.push(...checkToolForm({ title, description, url, logo, categories, managers, users, visibility: visibilityCodeOf(visibility) }));

  const translated_into = chosenLanguages({ title, description, url });
  const audience = audienceOf(visibility, users);
  const content: ToolContent = {
    title,
    description,
    url,
    logo,
    categories: categories.map((id) => id.toLowerCase()),
    managers: managers.map((id) => id.toLowerCase()),
    // Public and subsidiary tools are for "all"; a private tool for its listed viewers only.
    users: audience.users,
    subsidiaryId: audience.subsidiaryId,
    is_new: isNewOnSave(visibility),
    is_translated: translated_into.length > 1,
    translated_into,
  };
  return { content, visibility, violations };
}

/** Lower-case titles, stored for sorting and searching. */
function lowerTitles(title: ToolContent['title']): Partial<Record<Language, string>> {
  return Object.fromEntries(Object.entries(title).map(([lang, text]) => [lang, (text ?? '').toLocaleLowerCase()]));
}

/** The fields of two contents that differ, for the logs ("title, url"). */
export function changedFields(before: Partial<ToolContent>, after: ToolContent): string[] {
  return (Object.keys(after) as (keyof ToolContent)[]).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key]));
}


/** The content as the live tool document stores it (ObjectIds for references, lower-case titles). */
export function toStoredContent(content: ToolContent) {
  return {
    ...content,
    categories: content.categories.map((id) => new Types.ObjectId(id)),
    subsidiaryId: content.subsidiaryId ? new Types.ObjectId(content.subsidiaryId) : null,
    titleLower: lowerTitles(content.title),
  };
}

/** A live tool read back as content (what an edit is compared with, what the edit form starts from). */
export function contentOf(tool: Partial<Record<keyof ToolContent, unknown>>): ToolContent {
  return {
    title: (tool.title as ToolContent['title']) ?? {},
    description: (tool.description as ToolContent['description']) ?? {},
    url: (tool.url as ToolContent['url']) ?? {},
    logo: (tool.logo as ToolContent['logo']) ?? {},
    categories: ((tool.categories as unknown[]) ?? []).map(String),
    managers: ((tool.managers as unknown[]) ?? []).map(String),
    users: ((tool.users as unknown[]) ?? []).map(String),
    subsidiaryId: tool.subsidiaryId ? String(tool.subsidiaryId) : null,
    is_new: !!tool.is_new,
    is_translated: !!tool.is_translated,
    translated_into: ((tool.translated_into as Language[]) ?? []).slice(),
  };
}
