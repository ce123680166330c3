import { z } from 'zod';
import { bodyObject, directoryReference, objectIdList, optionalBodyObject, text } from './common';
import { toolManagerIds, toolViewerIds } from './tool-form';

export { createToolBody, editToolBody, type CreateToolBody, type EditToolBody } from './tool-form';

/** Requests of the catalogue's calls (back-office spec section 7, Tools). The tool form's body is `tool-form.ts`. */

/** `PUT updateApps`: the checked tools and the managers and viewers to give them. */
export const bulkEditToolsBody = bodyObject({ apps: z.unknown(), managers: toolManagerIds, users: toolViewerIds });
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
