import { z } from 'zod';
import { bodyObject, directoryReference, objectIdList, optionalBodyObject, text } from './common';

/** Requests of the catalogue's calls (back-office spec section 7, Tools). The form's rules are `tool-rules.ts`. */

/**
 * The form's fields. Their content (texts per language, ids or picked records, the visibility) is
 * read by the tool rules (`tool-rules.ts`, `tool-draft.ts`), which answer each broken rule with its
 * own code; the schema makes sure the body is an object and the flags are flags.
 */
const toolFields = {
  title: z.unknown(),
  description: z.unknown(),
  url: z.unknown(),
  logo: z.unknown(),
  categories: z.unknown(),
  managers: z.unknown(),
  users: z.unknown(),
  subsidiaryId: z.unknown(),
  is_new: z.unknown(),
  is_translated: z.unknown(),
  translated_into: z.unknown(),
};

/** `POST postApp`. */
export const createToolBody = bodyObject(toolFields);
export type CreateToolBody = z.infer<typeof createToolBody>;
/** `PUT updateApp`: the same with the tool's `_id`. */
export const editToolBody = bodyObject({ ...toolFields, _id: z.unknown() });
export type EditToolBody = z.infer<typeof editToolBody>;

/** `PUT updateApps`: the checked tools and the managers and viewers to give them. */
export const bulkEditToolsBody = bodyObject({ apps: z.unknown(), managers: z.unknown(), users: z.unknown() });
export type BulkEditToolsBody = z.infer<typeof bulkEditToolsBody>;

/** `PUT deleteApps/{ids}`; a single delete also sends app_title, app_creator, app_managers (not read). */
export const deleteToolsParam = objectIdList;
export const deleteToolsBody = optionalBodyObject({});

/** `POST getApps/null/{userId}/10/100/true/true/{managed}/{subsidiary}`. */
export const wallParams = z.object({
  userId: directoryReference,
  pageSize: text(16),
  limit: text(16),
  withCategories: text(16),
  withManagers: text(16),
  managed: text(16),
  subsidiary: text(16),
});
export type WallParams = z.infer<typeof wallParams>;

/** `GET getAppsByName/{text}`. */
export const toolSearchText = z.string();
