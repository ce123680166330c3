import { z } from 'zod';
import { bodyObject, directoryReference, directoryReferenceList, flag, idOrRecord, objectId, objectIdList, optionalBodyObject, text } from './common';

/** Requests of the directory's calls (front spec section 7; back-office spec section 7, Users and directory). */

/** `PUT updateUser`: the whole user may come; only background, tour and language are read. */
export const updateOwnProfileBody = bodyObject({
  background: z.number({ invalid_type_error: 'Expected a whole number.' }).int().optional(),
  tour: flag.optional(),
  language: text(16).optional(),
});
export type UpdateOwnProfileBody = z.infer<typeof updateOwnProfileBody>;

/** `PUT updateBookmarkedApps`: the caller's own list (`_id`, when sent, must be the caller's). */
export const updateBookmarksBody = bodyObject({
  _id: objectId.nullish(),
  bookmarks: z.array(z.unknown(), { required_error: 'The bookmarks must be a list of tool ids.', invalid_type_error: 'The bookmarks must be a list of tool ids.' }).max(10_000),
});
export type UpdateBookmarksBody = z.infer<typeof updateBookmarksBody>;

/** What an administrator may change of a user (`PUT updateUserById`, `PUT admin/users/:id`); the rest of a record is ignored. */
const userChangeFields = {
  bookmarks: z.array(z.unknown()).max(10_000).optional(),
  default_tools: flag.optional(),
  has_default_bookmarks: flag.optional(),
  language: text(16).optional(),
  is_administrator: flag.optional(),
  is_sub_admin: flag.optional(),
  has_access: z.object({ validations: flag.optional() }).passthrough().nullish(),
  subsidiary: z.union([idOrRecord, z.literal('')]).nullish(),
};
export const updateUserByIdBody = bodyObject({ _id: objectId, ...userChangeFields });
export type UpdateUserByIdBody = z.infer<typeof updateUserByIdBody>;
export const adminUserUpdateBody = bodyObject(userChangeFields);
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBody>;

/** The pickers' word search: `getUsers/word/{text}`, `getServices/word/{text}` (a long text is cut, not refused). */
export const searchText = z.string();

export const userIdsParam = objectIdList;
export const groupIdsParam = directoryReferenceList;
export const directoryIdParam = directoryReference;

/** `getUsers/paginate/{pageSize}/{asc}/{page}[/{byColumn}/{sortBy}]` and `?q=`. */
const segment = text(64);
export const paginateParams = z.object({
  pageSize: z.string().regex(/^\d{1,9}$/, { message: 'Expected a whole number.' }),
  asc: segment,
  page: z.string().regex(/^\d{1,9}$/, { message: 'Expected a whole number.' }),
  byColumn: segment.optional(),
  sortBy: segment.optional(),
});
export type PaginateParamsInput = z.infer<typeof paginateParams>;
export const paginateQuery = text(200).optional();

/** Bodies a call carries but does not read (`servicesList` of the wall calls): an object when present. */
export const ignoredBody = optionalBodyObject({ servicesList: z.unknown() });

/** Whose wall or sidebar: the caller's `_id` or directory id (the front sends either; the server uses the caller's own). */
export const wallUserParam = directoryReference;
