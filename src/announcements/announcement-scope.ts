import type { AnnouncementAudience } from '../contracts';
import type { Principal } from '../platform/auth/principal';

type Caller = Pick<Principal, 'roles' | 'subsidiaryId'>;
const isAdministrator = (caller: Caller) => caller.roles.includes('administrator');

/**
 * A sub-administrator's announcements are for their own subsidiary: an audience naming no subsidiary is
 * narrowed to theirs, and one naming another is refused (null). Administrators' audiences stand as given.
 */
export function scopedAudience(caller: Caller, audience: AnnouncementAudience): AnnouncementAudience | null {
  if (isAdministrator(caller)) return audience;
  const own = caller.subsidiaryId?.toLowerCase();
  if (!own || audience.subsidiaries.some((id) => id !== own)) return null;
  return { ...audience, subsidiaries: [own] };
}

/** Whether the caller may see and change a stored announcement: administrators all, a sub-administrator those of their subsidiary alone. */
export function mayManageAnnouncement(caller: Caller, audience: Pick<AnnouncementAudience, 'subsidiaries'> | undefined): boolean {
  if (isAdministrator(caller)) return true;
  const own = caller.subsidiaryId?.toLowerCase();
  const subsidiaries = audience?.subsidiaries ?? [];
  return !!own && subsidiaries.length === 1 && subsidiaries[0] === own;
}

/** The database filter of the announcements a caller manages. */
export function managedFilter(caller: Caller): Record<string, unknown> {
  if (isAdministrator(caller)) return {};
  return { 'audience.subsidiaries': [caller.subsidiaryId?.toLowerCase() ?? '-'] };
}
