import { createHash } from 'node:crypto';

/** The fields a directory import owns on a person: a change in any of them makes the entry "updated". */
export const IMPORTED_USER_FIELDS = {
  hermes_id: 1,
  id_portal: 1,
  firstname: 1,
  lastname: 1,
  fullname: 1,
  title: 1,
  email: 1,
  mailDomain: 1,
  company: 1,
  division: 1,
  rgpd_id: 1,
  services: 1,
  deleted: 1,
  subsidiary: 1,
} as const;

export interface ImportedUserFields {
  id_portal?: string;
  firstname?: string;
  lastname?: string;
  fullname?: string;
  title?: string;
  email?: string;
  mailDomain?: string;
  company?: string;
  division?: string;
  services?: readonly string[];
  rgpd_id?: string;
}

export interface ImportedGroupFields {
  guid?: string;
  title?: string;
}

/** One digest of a person's imported fields, the same for a file's row and the stored entry. */
export function userDigest(user: ImportedUserFields): string {
  return digest([
    user.id_portal,
    user.firstname,
    user.lastname,
    user.fullname,
    user.title,
    user.email,
    user.mailDomain,
    user.company,
    user.division,
    (user.services ?? []).join('\u0002'),
    // Appended only when set, so the digests of people without one stay as they were.
    ...(user.rgpd_id ? [user.rgpd_id] : []),
  ]);
}

export function serviceDigest(service: ImportedGroupFields): string {
  return digest([service.guid, service.title]);
}

function digest(values: (string | undefined | null)[]): string {
  return createHash('md5')
    .update(values.map((value) => value ?? '').join('\u0001'))
    .digest('base64');
}
