import type { CurrentUser } from '@contracts';
import type { SubsidiaryEntry } from '@/api/subsidiary-calls';
import type { VisibilityValue } from './tool-form-values';

export interface VisibilityOption {
  visibility: VisibilityValue;
  subsidiaryId: string | null;
  /** The subsidiary's name; null for private and public (and for a subsidiary whose name is not known). */
  name: string | null;
  /** The user's own subsidiary ("My subsidiary"). */
  own: boolean;
}

type Who = Pick<CurrentUser, 'is_administrator' | 'is_sub_admin' | 'subsidiary'>;

/**
 * Back-office spec section 5 (and src/tools/access/tool-access.ts on the server): administrators may
 * choose private, public or any subsidiary; sub-administrators only their own subsidiary; everyone
 * else private, public or their own subsidiary. A tool's current subsidiary stays shown when editing.
 */
export function visibilityOptionsFor(user: Who, subsidiaries: readonly SubsidiaryEntry[], current: string | null = null): VisibilityOption[] {
  const own: VisibilityOption[] = user.subsidiary ? [{ visibility: 'subsidiary', subsidiaryId: user.subsidiary._id, name: user.subsidiary.name ?? null, own: true }] : [];
  const open: VisibilityOption[] = [
    { visibility: 'private', subsidiaryId: null, name: null, own: false },
    { visibility: 'public', subsidiaryId: null, name: null, own: false },
  ];
  let options: VisibilityOption[];
  if (user.is_administrator) options = [...open, ...subsidiaries.map((entry): VisibilityOption => ({ visibility: 'subsidiary', subsidiaryId: entry._id, name: entry.name, own: entry._id === user.subsidiary?._id }))];
  else if (user.is_sub_admin) options = own;
  else options = [...open, ...own];
  if (current && !options.some((option) => option.subsidiaryId === current)) options.push({ visibility: 'subsidiary', subsidiaryId: current, name: null, own: false });
  return options;
}
