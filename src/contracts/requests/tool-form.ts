import { z } from 'zod';
import { LANGUAGES, type Language, type Translated } from '../languages';
import { LIMITS } from '../limits';
import { ALL_VIEWERS } from '../tool-visibility';
import { chosenLanguages, isHttpUrl, TOOL_RULES } from '../tool-rules';
import { fieldViolationsOf } from '../field-violation';
import type { RuleViolation } from '../settings';
import { isObjectId } from './common';

/**
 * The tool form's body (`postApp`, `updateApp`; back-office spec section 5) as one schema: the
 * server's validation pipe parses every save with it, and both forms run it on their values for
 * instant feedback. Each broken rule is a custom issue carrying its own code and parameters
 * (`{ code: 'TOOL.TOO_LONG', max: 60 }`), which `fieldViolationsOf` turns into the per-field errors
 * both UIs translate. Fields are read first (a wrong type stops there), then the per-field rules
 * (lengths, url scheme), then the rules across fields (languages, required texts and lists).
 */

/** Not in the spec: bounds that keep a tool's lists reasonable (a picker adds one entry at a time). */
export const TOOL_LIST_LIMITS = { managers: 50, viewers: 1000, categories: 20 } as const;

/** What a body can get wrong besides the section 5 rules (a wrong type, an id that is not one). */
export const TOOL_SHAPE_CODES = { invalid: 'TOOL.INVALID', invalidId: 'TOOL.INVALID_ID', tooMany: 'TOOL.TOO_MANY' } as const;

/** Stored logo names: a content hash and an image extension (see the files module). */
const LOGO_NAME = /^[0-9a-f]{16}\.(svg|png|jpg|jpeg|gif)$/;
const COLOR = /^#[0-9a-f]{6}$/i;
/** A directory group name as users' `services` list it: printable, no control characters. */
const GROUP_NAME = /^[^\u0000-\u001f]{1,256}$/;

/** A custom issue's options: the message and the code with its parameters. */
const broken = (code: string, message: string, params: Record<string, number> = {}) => ({ message, params: { code, ...params } });
const tooLong = (max: number) => broken(TOOL_RULES.tooLong.code, `At most ${max} characters.`, { max });
/** A type error ends the reading: the rules across fields would only repeat it. */
const wrongType = (ctx: z.RefinementCtx, code: string, message: string) => ctx.addIssue({ code: 'custom', fatal: true, ...broken(code, message) });

/** A field that may be absent or null, read as `fallback` then. */
const orAbsent = <T extends z.ZodTypeAny>(fallback: unknown, schema: T) => z.preprocess((value) => value ?? fallback, schema);

/** One language's text: trimmed, at most `max` characters, and whatever else `rule` checks. */
function languageText(field: string, max: number, rule?: (text: string, ctx: z.RefinementCtx) => void) {
  return orAbsent(
    '',
    z
      .unknown()
      .superRefine((value, ctx) => {
        if (typeof value !== 'string') wrongType(ctx, TOOL_SHAPE_CODES.invalid, `The ${field} must be text.`);
      })
      .transform((value) => (value as string).trim())
      .superRefine((text, ctx) => {
        if (text.length > max) ctx.addIssue({ code: 'custom', ...tooLong(max) });
        else if (text && rule) rule(text, ctx);
      }),
  );
}

/** A text per language (`{ en: '…', fr: '…' }`), each one trimmed ('' when absent). */
function perLanguage(field: string, text: z.ZodType<string, z.ZodTypeDef, unknown>) {
  const shape = Object.fromEntries(LANGUAGES.map((lang) => [lang, text])) as Record<Language, typeof text>;
  return orAbsent(
    {},
    z
      .unknown()
      .superRefine((value, ctx) => {
        if (typeof value !== 'object' || Array.isArray(value)) wrongType(ctx, TOOL_SHAPE_CODES.invalid, `The ${field} must be an object keyed by language.`);
      })
      .pipe(z.object(shape)),
  );
}

const mustBeHttp = (url: string, ctx: z.RefinementCtx) => {
  if (!isHttpUrl(url)) ctx.addIssue({ code: 'custom', ...broken(TOOL_RULES.urlMustBegin.code, TOOL_RULES.urlMustBegin.message) });
};

/** An entity given as its id or as the picked record `{ _id }` (the spec allows both). */
const idOf = (value: unknown): unknown => (value && typeof value === 'object' && '_id' in value ? String((value as { _id: unknown })._id) : value);

/** A list of ids or picked records, read as distinct trimmed ids; `undefined` when absent. */
function idList(field: string, max: number, accept: (id: string) => boolean) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (value !== undefined && value !== null && !Array.isArray(value)) wrongType(ctx, TOOL_SHAPE_CODES.invalid, `The ${field} must be a list.`);
    })
    .transform((value) => (Array.isArray(value) ? [...new Set(value.map(idOf).map((id) => (typeof id === 'string' ? id.trim() : id)))] : undefined))
    .superRefine((ids, ctx) => {
      if (ids?.some((id) => typeof id !== 'string' || !accept(id))) wrongType(ctx, TOOL_SHAPE_CODES.invalidId, `The ${field} hold an invalid identifier.`);
      else if (ids && ids.length > max) ctx.addIssue({ code: 'custom', ...broken(TOOL_SHAPE_CODES.tooMany, `At most ${max} entries.`, { max }) });
    })
    .transform((ids) => ids as string[] | undefined);
}

/** Managers: people's ids. */
export const toolManagerIds = idList('managers', TOOL_LIST_LIMITS.managers, isObjectId);
/** Viewers: people's ids, group names, or "all" for a public or subsidiary tool. */
export const toolViewerIds = idList('users', TOOL_LIST_LIMITS.viewers, (id) => id === ALL_VIEWERS || isObjectId(id) || GROUP_NAME.test(id));

const logo = z.preprocess(
  (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
  z.object({
    image: z
      .unknown()
      .superRefine((value, ctx) => {
        if (value !== undefined && value !== null && value !== '' && (typeof value !== 'string' || !LOGO_NAME.test(value))) {
          wrongType(ctx, TOOL_SHAPE_CODES.invalid, 'Unknown logo file.');
        }
      })
      .transform((value) => (value ? (value as string) : undefined)),
    abrev: z
      .unknown()
      .transform((value) => (typeof value === 'string' ? value.trim() : ''))
      .refine((abrev) => abrev.length <= LIMITS.logoAbbreviationMaxLength, tooLong(LIMITS.logoAbbreviationMaxLength)),
    color: z
      .unknown()
      .transform((value) => (typeof value === 'string' ? value.trim() : ''))
      .refine((color) => !color || COLOR.test(color), broken(TOOL_SHAPE_CODES.invalid, 'The colour must look like #rrggbb.')),
  }),
);

/** The subsidiary of a subsidiary tool: its id or `{ _id }`; -1, 0, '' or nothing for none. */
const subsidiaryId = z
  .unknown()
  .transform(idOf)
  .superRefine((value, ctx) => {
    if (value === undefined || value === null || value === '' || value === -1 || value === 0) return;
    if (!isObjectId(value)) wrongType(ctx, TOOL_SHAPE_CODES.invalidId, 'The subsidiary is not a valid identifier.');
  })
  .transform((value) => (isObjectId(value) ? value.toLowerCase() : null));

const toolFields = {
  title: perLanguage('title', languageText('title', LIMITS.toolTitleMaxLength)),
  description: perLanguage('description', languageText('description', LIMITS.toolDescriptionMaxLength)),
  url: perLanguage('url', languageText('url', LIMITS.toolUrlMaxLength, mustBeHttp)),
  logo,
  categories: idList('categories', TOOL_LIST_LIMITS.categories, isObjectId),
  managers: toolManagerIds,
  users: toolViewerIds,
  subsidiaryId,
};

type ToolFields = z.output<z.ZodObject<typeof toolFields>>;

/**
 * The rules across fields (section 5): English or French is chosen; every text of a chosen language
 * is required; at least one category and one manager; viewers when private (a tool whose viewers are
 * not "all"). Absent managers are the creator on creation; an edit without them is refused by its
 * handler once it knows the caller may edit the tool (so that 403, 404 and 409 come first).
 */
function acrossFields() {
  return (body: ToolFields, ctx: z.RefinementCtx) => {
    const add = (path: string[], rule: { code: string; message: string }) => ctx.addIssue({ code: 'custom', path, ...broken(rule.code, rule.message) });
    const languages = chosenLanguages(body);
    if (!languages.includes('en') && !languages.includes('fr')) add(['languages'], TOOL_RULES.languageNeeded);
    for (const lang of languages) {
      for (const field of ['title', 'description', 'url'] as const) if (!body[field][lang]) add([field, lang], TOOL_RULES.required);
    }
    if (!body.categories?.length) add(['categories'], TOOL_RULES.categoriesRequired);
    if (body.managers && !body.managers.length) add(['managers'], TOOL_RULES.managersRequired);
    const users = body.users ?? [];
    if (!users.includes(ALL_VIEWERS) && !users.length) add(['users'], TOOL_RULES.viewersRequired);
  };
}

/** `POST postApp`: a new tool; without managers, its creator manages it. */
export const createToolBody = z.object(toolFields).passthrough().superRefine(acrossFields());
export type CreateToolBody = z.output<typeof createToolBody>;

/** `PUT updateApp`: the same with the tool's `_id` (read by the handler: a malformed one is a 400, an unknown one a 404). */
export const editToolBody = z
  .object({ ...toolFields, _id: z.unknown() })
  .passthrough()
  .superRefine(acrossFields());
export type EditToolBody = z.output<typeof editToolBody>;

/** The form's content once read: texts trimmed ('' for none), distinct ids, the logo's parts. */
export type ToolFormBody = CreateToolBody;

/** The texts of a language that has them, without the empty ones. */
export const presentTexts = (texts: Record<Language, string>): Translated =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as Translated;

/**
 * The broken rules of a form's body, one per field, as the server would answer them: what both
 * forms show while the user types.
 */
export function toolFormViolations(body: unknown): RuleViolation[] {
  const result = createToolBody.safeParse(body);
  if (result.success) return [];
  return Object.entries(fieldViolationsOf(result.error, null)).map(([field, violation]) => ({ field, ...violation }));
}
