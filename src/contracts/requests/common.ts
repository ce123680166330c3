import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { REQUEST_CODES } from '../field-violation';

/**
 * The pieces every request schema is made of. A schema checks the shape of what arrives (object or
 * list, text or number, an id that is an id); the business rules stay in `*-rules.ts` and the handlers.
 */
const OBJECT_ID = /^[0-9a-f]{24}$/i;
export const MAX_IDS_PER_CALL = 200;

export const isObjectId = (value: unknown): value is string => typeof value === 'string' && OBJECT_ID.test(value);

/** An id of the database: 24 hexadecimal digits (never an object, never a `$` operator). */
export const objectId = z
  .string({ invalid_type_error: 'Expected an id of 24 hexadecimal digits.' })
  .refine(isObjectId, { message: 'Expected an id of 24 hexadecimal digits.', params: { code: REQUEST_CODES.invalidId } });

/** A path segment of comma-separated ids (`getUsers/id/a,b,c`), at most 200. */
export const objectIdList = z
  .string()
  .refine((text) => text.split(',').length <= MAX_IDS_PER_CALL, {
    message: `At most ${MAX_IDS_PER_CALL} ids.`,
    params: { code: REQUEST_CODES.tooMany, max: MAX_IDS_PER_CALL },
  })
  .refine((text) => text.split(',').every((id) => isObjectId(id.trim())), {
    message: 'Expected ids of 24 hexadecimal digits, separated by commas.',
    params: { code: REQUEST_CODES.invalidId },
  });

/** A request body: a JSON object (never a list, a text or a number); its own fields are checked by `shape`. */
export function bodyObject<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape, { invalid_type_error: 'The body must be a JSON object.', required_error: 'The body must be a JSON object.' }).passthrough();
}

/** A body that may be absent (a call that carries nothing), but when present is an object. */
export function optionalBodyObject<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((value) => (value === undefined || value === null || emptyText(value) ? {} : value), bodyObject(shape));
}

/** express.json answers `{}` for no body; a text/plain body arrives as an empty object too. */
const emptyText = (value: unknown) => typeof value === 'string' && value.trim() === '';

export const text = (max = 10_000) => z.string().max(max, { message: `At most ${max} characters.` });
export const flag = z.boolean({ invalid_type_error: 'Expected true or false.' });

/** An entity given as its id or as the picked record `{ _id }` (the spec allows both). */
export const idOrRecord = z.union([objectId, z.object({ _id: objectId }).passthrough(), z.object({ id: objectId }).passthrough()]);

/** A text per content language: `{ en: '…', fr: '…' }`. */
export const perLanguageText = (max = 10_000) =>
  z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, text(max).nullish()])) as Record<(typeof LANGUAGES)[number], z.ZodOptional<z.ZodNullable<z.ZodString>>>).passthrough();

/** A call that carries nothing in its body (an action on what its path names). */
export const emptyBody = optionalBodyObject({});

/** `?lang=fr`: one short text (a repeated parameter is a list and refused). */
export const langQuery = z.object({ lang: text(16).optional() }).passthrough();

/** A query without parameters of its own (the cache-busting `date` and unknown keys are ignored). */
export const noQuery = z.object({}).passthrough();

/** No path parameters, no query. */
export const pathId = objectId;

const CONTROL = /[\u0000-\u001f\u007f]/;
/** A directory reference (a group's guid, a person's directory id): text of at most 200 characters, never a JSON object or list. */
export const isDirectoryReference = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 200 && !CONTROL.test(value) && !/^\s*[{[]/.test(value);

export const directoryReference = z
  .string()
  .refine(isDirectoryReference, { message: 'Expected a directory id: text without control characters, not a JSON object.', params: { code: REQUEST_CODES.invalidId } });

/** A path segment of comma-separated group references (ids or guids), at most 200. */
export const directoryReferenceList = z
  .string()
  .refine((value) => value.split(',').length <= MAX_IDS_PER_CALL, { message: `At most ${MAX_IDS_PER_CALL} ids.`, params: { code: REQUEST_CODES.tooMany, max: MAX_IDS_PER_CALL } })
  .refine((value) => value.split(',').every(isDirectoryReference), { message: 'Expected ids or guids separated by commas.', params: { code: REQUEST_CODES.invalidId } });
