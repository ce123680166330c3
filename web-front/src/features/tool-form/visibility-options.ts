import { allowedVisibilities, callerOf, PRIVATE, type CurrentUser } from '@contracts';
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

type Who = Pick<CurrentUser, '_id' | 'is_administrator' | 'is_sub_admin' | 'subsidiary'>;

/**
 * The choices of the shared rule (`allowedVisibilities`, src/contracts/tool-access.ts), named:
 * administrators private, public or any subsidiary; sub-administrators only their own subsidiary;
 * everyone else private, public or their own subsidiary. A tool's current subsidiary stays shown when editing.
 */
export function visibilityOptionsFor(user: Who, subsidiaries: readonly SubsidiaryEntry[], current: string | null = null): VisibilityOption[] {
  const nameOf = (id: string) => subsidiaries.find((entry) => entry._id === id)?.name ?? (id === user.subsidiary?._id ? user.subsidiary.name : null) ?? null;
  const options = allowedVisibilities(
    callerOf(user),
    subsidiaries.map((entry) => entry._id),
  ).map((choice): VisibilityOption => {
    if (typeof choice === 'object') return { visibility: 'subsidiary', subsidiaryId: choice.subsidiaryId, name: nameOf(choice.subsidiaryId), own: choice.subsidiaryId === user.subsidiary?._id };
    return { visibility: choice === PRIVATE ? 'private' : 'public', subsidiaryId: null, name: null, own: false };
  });
  if (current && !options.some((option) => option.subsidiaryId === current)) options.push({ visibility: 'subsidiary', subsidiaryId: current, name: null, own: false });
  return options;
}
