import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * The current user as `GET getOneUser` sends it: every field of front spec section 3, always
 * present (`null` when the directory has no value). `_id` repeats `id` for the UIs that read it.
 * The contract test (test/entity-contracts.e2e-spec.ts) checks the real answer against this schema.
 */
export const currentUserSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    /** The spec's `id_{product}`: the login id. */
    id_portal: z.string(),
    account_kind: z.enum(['external', 'generic', 'intern', 'employee']),
    rgpd_id: z.string().nullable(),
    firstname: z.string(),
    lastname: z.string(),
    fullname: z.string(),
    language: z.enum(LANGUAGES),
    background: z.number().int(),
    bookmarks: z.array(z.string()),
    has_default_bookmarks: z.boolean(),
    tour: z.boolean(),
    services: z.array(z.string()),
    subsidiary: z.object({ _id: z.string(), name: z.string().optional() }).nullable(),
    mailDomain: z.string().nullable(),
    company: z.string().nullable(),
    division: z.string().nullable(),
    is_administrator: z.boolean(),
    is_sub_admin: z.boolean(),
    has_access: z.object({ validations: z.boolean() }),
    account_disabled: z.boolean(),
    /** Why the account cannot use the portal, or null. */
    error: z.string().nullable(),
    is_in_hermes_network: z.boolean(),
    hermes_internal_websites: z.array(z.string()),
    updated_time: z.string().nullable(),
  })
  .strict();
