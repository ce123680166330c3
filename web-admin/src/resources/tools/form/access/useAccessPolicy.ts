import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AccessApprovers, AccessPolicyWire } from '@contracts';
import type { PortalDataProvider } from '../../../../dataProvider';
import type { DirectoryEntry } from '../../../../api/directoryEntry';

/** A tool's access policy with its approvers named for the pickers (a group by its `_id`, people by theirs). */
export interface LoadedAccessPolicy {
  policy: AccessPolicyWire;
  approverEntries: DirectoryEntry[];
}

async function approverEntriesOf(dataProvider: PortalDataProvider, approvers: AccessApprovers): Promise<DirectoryEntry[]> {
  if (approvers.kind === 'group') return approvers.groupId ? dataProvider.getGroupEntriesByIds([approvers.groupId]) : [];
  if (approvers.kind === 'people') return approvers.userIds.length ? dataProvider.getUserEntriesByIds(approvers.userIds) : [];
  return [];
}

export const accessPolicyKey = (toolId: string) => ['access-requests', 'policy', toolId];

export function useAccessPolicy(toolId: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: accessPolicyKey(toolId),
    retry: false,
    queryFn: async (): Promise<LoadedAccessPolicy> => {
      const policy = await dataProvider.getAccessPolicy(toolId);
      return { policy, approverEntries: await approverEntriesOf(dataProvider, policy.approvers) };
    },
  });
}
