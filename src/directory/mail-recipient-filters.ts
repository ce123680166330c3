import { FilterQuery, isValidObjectId } from 'mongoose';
import type { Service } from './service.schema';
import type { User } from './user.schema';

/** Who a workflow mail goes to: every administrator, one person, or a group's members. */
export type PeopleFilter = { kind: 'administrators' } | { kind: 'user'; userId: string } | { kind: 'group'; groupId: string };

/** Deleted and disabled accounts never receive workflow mail. */
const ACTIVE: FilterQuery<User> = { deleted: { $ne: true }, account_disabled: { $ne: true } };

/**
 * The users a mail goes to: every administrator; one user; or every member of a group (users whose
 * `services` list the group's guid). Null when the filter cannot match anyone (an unknown id).
 */
export function recipientFilter(recipients: PeopleFilter, groupGuid?: string | null): FilterQuery<User> | null {
  switch (recipients.kind) {
    case 'administrators':
      return { ...ACTIVE, is_administrator: true };
    case 'user':
      return isValidObjectId(recipients.userId) ? { ...ACTIVE, _id: recipients.userId } : null;
    case 'group':
      return groupGuid ? { ...ACTIVE, services: groupGuid } : null;
  }
}

/** The id an extra validator's group is given by: its _id, or its objectguid or guid from the directory. */
export function groupFilter(groupId: string): FilterQuery<Service> {
  const byDirectoryId = [{ objectguid: groupId }, { guid: groupId }];
  return { $or: isValidObjectId(groupId) ? [{ _id: groupId }, ...byDirectoryId] : byDirectoryId };
}

