import { LANGUAGES, Language, isLanguage } from './languages';
import type { RuleViolation } from './settings';

/** The audience value meaning everybody (the "new" toggle adds or removes it, spec section 4). */
export const EVERYBODY = 'all';
export const ALL_LANGUAGES = 'all';
export type DefaultToolLanguage = Language | typeof ALL_LANGUAGES;

/** Not in the spec: at most this many groups and persons per default tool (as many as a tool's viewers). */
export const DEFAULT_TOOL_LIMITS = { audience: 1000 } as const;

export const DEFAULT_TOOL_RULES = {
  toolRequired: { code: 'DEFAULT_TOOLS.TOOL_REQUIRED', message: 'A tool must be chosen.' },
  languageRequired: { code: 'DEFAULT_TOOLS.LANGUAGE_REQUIRED', message: 'A language must be chosen.' },
  invalidId: { code: 'DEFAULT_TOOLS.INVALID_ID', message: 'Invalid identifier.' },
  invalidAudience: { code: 'DEFAULT_TOOLS.INVALID_AUDIENCE', message: 'Expected a list of groups and persons.' },
  tooMany: { code: 'DEFAULT_TOOLS.TOO_MANY', message: `At most ${DEFAULT_TOOL_LIMITS.audience} groups and persons.` },
  invalidFlag: { code: 'DEFAULT_TOOLS.INVALID_FLAG', message: 'Expected true or false.' },
  invalidPosition: { code: 'DEFAULT_TOOLS.INVALID_POSITION', message: 'Positions are whole numbers starting at 0.' },
  notAnObject: { code: 'validation_failed', message: 'The body must be a JSON object.' },
} as const;

/** What a default tool holds once its form is read (ids as strings). */
export interface DefaultToolDraft {
  tool: string;
  language: DefaultToolLanguage;
  subsidiaryId: string | null;
  /** Group guids and user ids; contains "all" exactly when is_new is on. */
  groups: string[];
  is_new: boolean;
  is_translated: boolean;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;
export const isObjectIdText = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value);

type Rule = { code: string; message: string };

/** An id sent as text, as `{ _id }`, or (the spec's subsidiary) as a list of one `{ _id }`. */
function idOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? null : value.length === 1 ? idOf(value[0]) : value;
  if (value && typeof value === 'object') return (value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id;
  return value;
}

/** A picker entry: a text (user id or group guid) or the picked record ({ guid } for a group, { _id } for a person). */
function audienceEntryOf(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const entry = value as { guid?: unknown; _id?: unknown; id?: unknown };
    return entry.guid ?? entry._id ?? entry.id;
  }
  return value;
}

/** The "new" toggle: on adds "all" to the audience, off removes it (spec section 4, default tools form). */
export function withNewToggle(groups: readonly string[], isNew: boolean): string[] {
  const others = groups.filter((entry) => entry !== EVERYBODY);
  return isNew ? [EVERYBODY, ...others] : others;
}

/**
 * The default tool form's rules (back-office spec sections 3, 4, 5, 7), for POST/PUT config/default_tools
 * and the back-office resource. A tool and a language (one of the content languages or "all") are
 * required; the subsidiary and the groups and persons are optional (none: everybody).
 */
export function checkDefaultToolForm(body: unknown): { draft: DefaultToolDraft | null; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const add = (field: string, rule: Rule, message: string = rule.message) => violations.push({ field, code: rule.code, message });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add('body', DEFAULT_TOOL_RULES.notAnObject);
    return { draft: null, violations };
  }
  const input = body as Record<string, unknown>;

  const tool = idOf(input.tool);
  if (tool === undefined || tool === null || tool === '') add('tool', DEFAULT_TOOL_RULES.toolRequired);
  else if (!isObjectIdText(tool)) add('tool', DEFAULT_TOOL_RULES.invalidId);

  const language = input.language ?? null;
  if (language !== ALL_LANGUAGES && !isLanguage(language)) {
    add('language', DEFAULT_TOOL_RULES.languageRequired, `A language must be chosen: ${[ALL_LANGUAGES, ...LANGUAGES].join(', ')}.`);
  }

  const subsidiaryRaw = idOf(input.subsidiaryId !== undefined ? input.subsidiaryId : input.subsidiary);
  const subsidiaryId = subsidiaryRaw === undefined || subsidiaryRaw === null || subsidiaryRaw === '' ? null : subsidiaryRaw;
  if (subsidiaryId !== null && !isObjectIdText(subsidiaryId)) add('subsidiaryId', DEFAULT_TOOL_RULES.invalidId);

  const flag = (field: 'is_new' | 'is_translated'): boolean => {
    const value = input[field];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') add(field, DEFAULT_TOOL_RULES.invalidFlag);
    return value === true;
  };
  const isNew = flag('is_new');
  const isTranslated = flag('is_translated');

  let groups: string[] = [];
  const rawGroups = input.groups ?? [];
  if (!Array.isArray(rawGroups)) add('groups', DEFAULT_TOOL_RULES.invalidAudience);
  else {
    const entries = rawGroups.map(audienceEntryOf);
    if (!entries.every((entry) => typeof entry === 'string' && entry.trim() && entry.length <= 256)) add('groups', DEFAULT_TOOL_RULES.invalidAudience);
    else groups = [...new Set((entries as string[]).map((entry) => entry.trim()))];
    if (groups.length > DEFAULT_TOOL_LIMITS.audience) add('groups', DEFAULT_TOOL_RULES.tooMany);
  }

  if (violations.length) return { draft: null, violations };
  return {
    draft: {
      tool: (tool as string).toLowerCase(),
      language: language as DefaultToolLanguage,
      subsidiaryId: subsidiaryId ? (subsidiaryId as string).toLowerCase() : null,
      groups: withNewToggle(groups, isNew),
      is_new: isNew,
      is_translated: isTranslated,
    },
    violations,
  };
}

/** The body of `PUT config/default_tools/update-position`: { id, from, to }, positions from 0. */
export function checkPositionMove(body: unknown): { move: { id: string; from: number | null; to: number } | null; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const id = idOf(input.id ?? input._id);
  if (!isObjectIdText(id)) violations.push({ field: 'id', ...DEFAULT_TOOL_RULES.invalidId });
  const position = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  const from = position(input.from);
  const to = position(input.to);
  if (from !== undefined && from !== null && !(Number.isSafeInteger(from) && (from as number) >= 0)) {
    violations.push({ field: 'from', ...DEFAULT_TOOL_RULES.invalidPosition });
  }
  if (!(Number.isSafeInteger(to) && (to as number) >= 0)) violations.push({ field: 'to', ...DEFAULT_TOOL_RULES.invalidPosition });
  if (violations.length) return { move: null, violations };
  return { move: { id: (id as string).toLowerCase(), from: (from as number | undefined) ?? null, to: to as number }, violations };
}

/** The list after moving `id` to index `to` (cut to the last index); the others keep their order. */
export function moveInOrder(ids: readonly string[], id: string, to: number): string[] {
  const rest = ids.filter((entry) => entry !== id);
  const target = Math.min(Math.max(0, to), rest.length);
  return [...rest.slice(0, target), id, ...rest.slice(target)];
}
