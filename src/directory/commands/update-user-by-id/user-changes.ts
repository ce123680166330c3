import { Types } from 'mongoose';
import { isLanguage } from '../../../contracts';
import { InvalidField } from '../../directory.errors';
import { cleanBookmarkIds } from '../update-bookmarks/bookmark-list';

/** The fields an administrator may set, checked and typed; anything else in the body is ignored. */
interface UserChanges {
  bookmarks?: string[];
  has_default_bookmarks?: boolean;
  language?: string;
  is_administrator?: boolean;
  is_sub_admin?: boolean;
  validations?: boolean;
  subsidiaryId?: string | null;
}

function flag(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new InvalidField(field, `${field} must be true or false.`);
  return value;
}

export function readUserChanges(body: Record<string, unknown>): UserChanges {
  const changes: UserChanges = {};
  if (body.bookmarks !== undefined) {
    if (!Array.isArray(body.bookmarks)) throw new InvalidField('bookmarks', 'The bookmarks must be a list of tool ids.');
    changes.bookmarks = cleanBookmarkIds(body.bookmarks);
  }
  // The spec's call names the flag default_tools; the user record calls it has_default_bookmarks.
  const defaults = flag(body, 'default_tools') ?? flag(body, 'has_default_bookmarks');
  if (defaults !== undefined) changes.has_default_bookmarks = defaults;
  if (body.language !== undefined) {
    if (!isLanguage(body.language)) throw new InvalidField('language', 'The language must be one of en, fr, zh, ja.');
    changes.language = body.language;
  }
  changes.is_administrator = flag(body, 'is_administrator');
  changes.is_sub_admin = flag(body, 'is_sub_admin');
  const access = body.has_access as Record<string, unknown> | undefined;
  if (access !== undefined) changes.validations = flag(access ?? {}, 'validations');
  if (body.subsidiary !== undefined) {
    const raw = body.subsidiary === null ? null : typeof body.subsidiary === 'object' ? (body.subsidiary as { _id?: unknown })._id : body.subsidiary;
    if (raw !== null && (typeof raw !== 'string' || !Types.ObjectId.isValid(raw))) throw new InvalidField('subsidiary', 'Unknown subsidiary.');
    changes.subsidiaryId = raw as string | null;
  }
  for (const key of Object.keys(changes) as (keyof UserChanges)[]) if (changes[key] === undefined) delete changes[key];
  return changes;
}
