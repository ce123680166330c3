import type { ToolViewer } from './ports/find-visible-tools.query';
import type { User } from './user.schema';

/** The visibility side of a directory user. */
export function viewerOf(user: Pick<User, 'services' | 'subsidiary'> & { _id: unknown }): ToolViewer {
  return { userId: String(user._id), groups: user.services ?? [], subsidiaryId: user.subsidiary ? String(user.subsidiary._id) : null };
}
