/** The user popin's values, as the form holds them. */
export interface UserFormValues {
  language?: string;
  is_administrator?: boolean;
  is_sub_admin?: boolean;
  has_access?: { validations?: boolean };
  subsidiary?: { _id?: string | null; name?: string } | null;
  has_default_bookmarks?: boolean;
}

/**
 * What a save sends (PUT /api/admin/users/:id, the updateUserById command): roles, language and
 * subsidiary; the default-tools flag only when it changed, since switching it off clears the user's
 * bookmarks on the server (spec section 4) and must not happen on every save.
 */
export function userPayload(data: UserFormValues, previous: UserFormValues | undefined) {
  const payload: Record<string, unknown> = {
    language: data.language,
    is_administrator: !!data.is_administrator,
    is_sub_admin: !!data.is_sub_admin,
    has_access: { validations: !!data.has_access?.validations },
    subsidiary: data.subsidiary?._id || null,
  };
  if (!!data.has_default_bookmarks !== !!previous?.has_default_bookmarks) {
    payload.has_default_bookmarks = !!data.has_default_bookmarks;
    if (!data.has_default_bookmarks) payload.bookmarks = [];
  }
  return payload;
}

/** A sub-administrator needs a subsidiary; a language is required. */
export function validateUser(values: Record<string, unknown>) {
  const data = values as UserFormValues;
  const errors: Record<string, unknown> = {};
  if (!data.language) errors.language = 'portal.users.language_required';
  if (data.is_sub_admin && !data.subsidiary?._id) errors.subsidiary = { _id: 'portal.users.subsidiary_needed' };
  return errors;
}
