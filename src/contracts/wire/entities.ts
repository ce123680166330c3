import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The entities of front spec section 3 and the back-office spec's data model as the server sends
 * them, one schema each; the types are inferred. The contract test (test/entity-contracts.e2e-spec.ts)
 * calls the endpoints that return each entity and checks every field listed here, so a field added
 * here is tested at once.
 */
const perLanguage = z.record(z.enum(LANGUAGES), z.string());
const isoTime = z.string().datetime({ offset: true });

/** A tool as tiles, bookmarks and `GET getApp/{id}` show it. */
export const toolCardSchema = z.object({
  _id: z.string(),
  title: perLanguage,
  description: perLanguage,
  url: perLanguage,
  logo: z.object({ image: z.string().optional(), abrev: z.string().optional(), color: z.string().optional() }),
  categories: z.array(z.string()),
  managers: z.array(z.string()),
  users: z.array(z.string()),
  subsidiaryId: z.string().nullable(),
  /** Derived: flagged new, or created fewer than 15 days ago. */
  is_new: z.boolean(),
  has_pending_validation: z.boolean(),
  created_time: isoTime.optional(),
  updated_time: isoTime.optional(),
});
export type ToolCard = z.infer<typeof toolCardSchema>;

/** The whole tool (`GET getApp/{id}/true`, the edit forms): the card with who created it, its languages and its pending request. */
export const toolSchema = toolCardSchema.extend({
  creator: z.string().nullable(),
  is_translated: z.boolean(),
  translated_into: z.array(z.enum(LANGUAGES)),
  pending_validation: z.object({ user: z.string(), edited_by_self: z.boolean() }).nullable(),
  created_time: isoTime,
  updated_time: isoTime,
});
export type ToolWire = z.infer<typeof toolSchema>;

/** A category (`GET categories/{id}/true`, back-office data model): `id` repeats `_id` for react-admin. */
export const categorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: perLanguage,
  icon: z.string(),
  icon_url: z.string().nullable(),
  is_translated: z.boolean(),
  nameForGTM: z.string(),
  created_time: isoTime,
  updated_time: isoTime,
});
export type CategoryWire = z.infer<typeof categorySchema>;

/** A category with its live tools (`GET categories/all/with-apps`, front spec section 3). */
export const categoryWithAppsSchema = categorySchema.extend({
  totalApps: z.number().int().min(0),
  apps: z.array(z.object({ _id: z.string(), title: perLanguage })),
});
export type CategoryWithAppsWire = z.infer<typeof categoryWithAppsSchema>;

/** A person search result (front spec section 3; `id_{product}` is `id_portal`). */
export const directoryPersonSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  id_portal: z.string(),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

/** A group search result (front spec section 3). */
export const directoryGroupSchema = z.object({ _id: z.string(), title: z.string(), guid: z.string() });
export type DirectoryGroup = z.infer<typeof directoryGroupSchema>;

/** A directory service as the back-office data model lists it (`GET getService/hermesid/{id}`). */
export const directoryGroupDetailSchema = directoryGroupSchema.extend({ objectguid: z.string() });
export type DirectoryGroupDetail = z.infer<typeof directoryGroupDetailSchema>;

/** The footer config: one entry per language (front spec section 3, `GET config`). */
export const footerEntrySchema = z.object({ lang: z.enum(LANGUAGES), content: z.string() });
export const footerConfigSchema = z.array(footerEntrySchema);
