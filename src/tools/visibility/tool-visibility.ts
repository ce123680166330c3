import { Types } from 'mongoose';

/** What visibility needs to know about a person. */
export interface Viewer {
  userId: string;
  /** Directory group guids ("services"). */
  groups: readonly string[];
  subsidiaryId: string | null;
}

/** What visibility needs to know about a tool. */
export interface VisibleToolShape {
  users: readonly string[];
  managers: readonly string[];
  subsidiaryId: Types.ObjectId | string | null;
  is_published: boolean;
  deleted?: boolean;
}

import { ALL_VIEWERS } from '../../contracts/tool-visibility';

export { ALL_VIEWERS };

/**
 * Who sees a published tool (back-office spec section 4, visibility): public tools (viewers
 * "all", no subsidiary) everyone; subsidiary tools (viewers "all" + subsidiary) the people of
 * that subsidiary; private tools the listed persons and groups; and always its managers.
 */
export function canSee(viewer: Viewer, tool: VisibleToolShape): boolean {
  if (tool.deleted || !tool.is_published) return false;
  if (tool.managers.includes(viewer.userId)) return true;
  if (tool.users.includes(ALL_VIEWERS)) {
    return !tool.subsidiaryId || (!!viewer.subsidiaryId && String(tool.subsidiaryId) === viewer.subsidiaryId);
  }
  return tool.users.includes(viewer.userId) || viewer.groups.some((group) => tool.users.includes(group));
}

/** The same rule as a database filter, so lists are filtered by the (indexed) query itself. */
export function visibleToolsFilter(viewer: Viewer): Record<string, unknown> {
  const audience: Record<string, unknown>[] = [
    { users: ALL_VIEWERS, subsidiaryId: null },
    { users: { $in: [viewer.userId, ...viewer.groups] } },
    { managers: viewer.userId },
  ];
  if (viewer.subsidiaryId && Types.ObjectId.isValid(viewer.subsidiaryId)) {
    audience.push({ users: ALL_VIEWERS, subsidiaryId: new Types.ObjectId(viewer.subsidiaryId) });
  }
  return { deleted: { $ne: true }, is_published: true, $or: audience };
}
