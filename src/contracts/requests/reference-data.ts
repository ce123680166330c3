import { z } from 'zod';
import { bodyObject, flag, objectId, text } from './common';

/** Requests of categories, subsidiaries and default tools (back-office spec section 7). Rules: `*-rules.ts`. */

const categoryFields = {
  /** Per language; read by `checkCategoryForm` with its codes. */
  name: z.unknown(),
  icon: text(3_000_000).nullish(),
  nameForGTM: text(1000).nullish(),
  is_translated: flag.nullish(),
};
/** `POST categories`, `POST admin/categories`. */
export const createCategoryBody = bodyObject(categoryFields);
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;
/** `PUT categories` (with `_id` or `id`), `PUT admin/categories/:id`. */
export const updateCategoryBody = bodyObject({ ...categoryFields, _id: objectId.nullish(), id: objectId.nullish() });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

/** `POST categories/import`: a bare list, `{ data }` with the file's text or its list, or a multipart file (then its text fields). */
export const importCategoriesBody = z.union(
  [z.array(z.unknown()).max(10_000), bodyObject({ data: z.union([z.string(), z.array(z.unknown()).max(10_000)]).optional() })],
  { errorMap: () => ({ message: 'Expected the file as { data } or a list of categories.' }) },
);
export type ImportCategoriesBody = z.infer<typeof importCategoriesBody>;

const subsidiaryFields = {
  name: text(1000).nullish(),
  companies: z.array(z.unknown()).max(10_000).nullish(),
  is_translated: flag.nullish(),
};
/** `POST subsidiaries`, `POST admin/subsidiaries`. */
export const createSubsidiaryBody = bodyObject(subsidiaryFields);
export type CreateSubsidiaryBody = z.infer<typeof createSubsidiaryBody>;
/** `PUT subsidiaries` (with `id` or `_id`), `PUT admin/subsidiaries/:id`. */
export const updateSubsidiaryBody = bodyObject({ ...subsidiaryFields, id: objectId.nullish(), _id: objectId.nullish() });
export type UpdateSubsidiaryBody = z.infer<typeof updateSubsidiaryBody>;
/** `GET companies?subsidiary=<id>`. */
export const companiesQuery = text(64).optional();

const defaultToolFields = {
  /** An id or the picked record; checked by `checkDefaultToolForm` with its own code. */
  tool: z.unknown(),
  language: text(16).nullish(),
  subsidiaryId: z.unknown(),
  subsidiary: z.unknown(),
  /** Groups and persons, read by the default tool rules with their own codes. */
  groups: z.unknown(),
  /** Flags read by the default tool rules (DEFAULT_TOOLS.INVALID_FLAG). */
  is_new: z.unknown(),
  is_translated: z.unknown(),
};
/** `POST config/default_tools`, `POST admin/default_tools`. */
export const addDefaultToolBody = bodyObject(defaultToolFields);
export type AddDefaultToolBody = z.infer<typeof addDefaultToolBody>;
/** `PUT config/default_tools` (with `_id`), `PUT admin/default_tools/:id`. */
export const editDefaultToolBody = bodyObject({ ...defaultToolFields, _id: objectId.nullish(), id: objectId.nullish() });
export type EditDefaultToolBody = z.infer<typeof editDefaultToolBody>;
const position = z.union([z.number().int().min(0), z.string().regex(/^\d{1,9}$/)], { errorMap: () => ({ message: 'Positions are whole numbers starting at 0.' }) });
/** `PUT config/default_tools/update-position`: which tool, from where (advisory) and to where. */
export const moveDefaultToolBody = bodyObject({
  id: objectId.nullish(),
  _id: objectId.nullish(),
  from: position.nullish(),
  to: position.nullish(),
});
export type MoveDefaultToolBody = z.infer<typeof moveDefaultToolBody>;
