import { useQuery } from '@tanstack/react-query';
import { groupsByGuidQuery } from '../api/directory-queries';

/**
 * The title of a group stored by its `_id` (an access policy's approving group); undefined while it is
 * read, the id itself when the directory no longer has it or the read failed. No call without an id.
 */
export function useGroupTitle(groupId: string | null): string | undefined {
  const ids = groupId ? [groupId] : [];
  const group = useQuery({ ...groupsByGuidQuery(ids), enabled: !!groupId });
  if (!groupId) return '';
  if (group.isError) return groupId;
  if (!group.data) return undefined;
  return group.data.find((found) => found._id === groupId)?.title ?? groupId;
}
