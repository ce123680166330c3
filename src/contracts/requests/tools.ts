import { z } from 'zod';
import { bodyObject, flag, objectId, objectIdList, optionalBodyObject, perLanguageText, text } from './common';

/** Requests of the catalogue's calls (back-office spec section 7, Tools). The form's rules are `tool-rules.ts`. */

const idList = (max: number) => z.array(z.unknown(), { invalid_type_error: 'Expected a list.' }).max(max, { message: `At most ${max} entries.` });

const toolFields = {
  title: perLanguageText().nullish(),
  description: perLanguageText().nullish(),
  url: perLanguageText().nullish(),
  logo: z
    .object({ image: text(200).nullish(), abrev: text(100).nullish(), color: text(32).nullish() })
    .passthrough()
    .nullish(),
  categories: idList(1000).nullish(),
  managers: idList(1000).nullish(),
  users: idList(10_000).nullish(),
  /** -1 or 0 (no subsidiary), an id or `{ _id }`. */
  subsidiaryId: z.union([z.number(), z.string().max(64), z.object({ _id: z.unknown() }).passthrough()]).nullish(),
  is_new: z.union([flag, z.number()]).nullish(),
  is_translated: z.union([flag, z.number()]).nullish(),
  translated_into: z.array(text(16)).max(16).nullish(),
};

/** `POST postApp`. */
export const createToolBody = bodyObject(toolFields);
export type CreateToolBody = z.infer<typeof createToolBody>;
/** `PUT updateApp`: the same with the tool's `_id`. */
export const editToolBody = bodyObject({ ...toolFields, _id: objectId });
export type EditToolBody = z.infer<typeof editToolBody>;

/** `PUT updateApps`: the checked tools and the managers and viewers to give them. */
export const bulkEditToolsBody = bodyObject({
  apps: z.array(z.unknown(), { required_error: 'Choose at least one tool.', invalid_type_error: 'Expected a list of tools.' }).max(1000),
  managers: idList(1000).nullish(),
  users: idList(10_000).nullish(),
});
export type BulkEditToolsBody = z.infer<typeof bulkEditToolsBody>;

/** `PUT deleteApps/{ids}`; a single delete also sends app_title, app_creator, app_managers (not read). */
export const deleteToolsParam = objectIdList;
export const deleteToolsBody = optionalBodyObject({});

/** `POST getApps/null/{userId}/10/100/true/true/{managed}/{subsidiary}`. */
export const wallParams = z.object({
  userId: objectId,
  pageSize: text(16),
  limit: text(16),
  withCategories: text(16),
  withManagers: text(16),
  managed: text(16),
  subsidiary: text(16),
});
export type WallParams = z.infer<typeof wallParams>;

/** `GET getAppsByName/{text}`. */
export const toolSearchText = text(200);
