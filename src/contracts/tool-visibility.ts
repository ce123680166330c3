/**
 * How a tool's visibility is written (back-office spec section 4): the form's choice is private (-1),
 * public (0) or a subsidiary; the stored tool and the postApp / updateApp body encode it in its
 * viewers and `subsidiaryId`: "all" with a subsidiary, "all" alone for public, listed viewers for private.
 */
export const PRIVATE = -1;
export const PUBLIC = 0;
export type VisibilityChoice = typeof PRIVATE | typeof PUBLIC | { subsidiaryId: string };

/** A visibility as one text, the value of a form's radio: `private`, `public` or `subsidiary:<id>`. */
export type VisibilityKey = 'private' | 'public' | `subsidiary:${string}`;
const SUBSIDIARY_KEY = 'subsidiary:';

export function visibilityKeyOf(visibility: VisibilityChoice): VisibilityKey {
  if (typeof visibility === 'object') return `${SUBSIDIARY_KEY}${visibility.subsidiaryId}`;
  return visibility === PRIVATE ? 'private' : 'public';
}

/** The visibility a radio's text says; a text that is none of the three is private (it shows the tool to nobody more). */
export function visibilityOfKey(key: string): VisibilityChoice {
  if (key === 'public') return PUBLIC;
  if (key.startsWith(SUBSIDIARY_KEY) && key.length > SUBSIDIARY_KEY.length) return { subsidiaryId: key.slice(SUBSIDIARY_KEY.length) };
  return PRIVATE;
}

/** The viewer value of a public or subsidiary tool. */
export const ALL_VIEWERS = 'all';

/** The visibility a tool's viewers and subsidiary say. */
export function visibilityOf(users: readonly string[], subsidiaryId: string | null | undefined): VisibilityChoice {
  if (users.includes(ALL_VIEWERS)) return subsidiaryId ? { subsidiaryId } : PUBLIC;
  return PRIVATE;
}

/** The viewers and subsidiary a visibility is saved as; `viewers` counts only for a private tool. */
export function audienceOf(visibility: VisibilityChoice, viewers: readonly string[]): { users: string[]; subsidiaryId: string | null } {
  if (visibility === PRIVATE) return { users: viewers.filter((viewer) => viewer !== ALL_VIEWERS), subsidiaryId: null };
  return { users: [ALL_VIEWERS], subsidiaryId: typeof visibility === 'object' ? visibility.subsidiaryId : null };
}

/** The spec's single value (-1, 0, or the subsidiary's id), as the tool form's rules read it. */
export function visibilityCodeOf(visibility: VisibilityChoice): -1 | 0 | string {
  return typeof visibility === 'object' ? visibility.subsidiaryId : visibility;
}

/** A tool shown as new: public and subsidiary tools are flagged new, private ones not (section 4). */
export const isNewOnSave = (visibility: VisibilityChoice): boolean => visibility !== PRIVATE;
