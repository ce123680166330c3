import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminConfigChanges } from '../../api/portalTypes';
import type { PortalDataProvider } from '../../dataProvider';

export const ADMIN_CONFIG_QUERY_KEY = ['config', 'admin'];

/** GET config?admin=1 */
export function useAdminConfig({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ADMIN_CONFIG_QUERY_KEY,
    enabled,
    queryFn: async () => (await dataProvider.getAdminConfig()).data,
  });
}

/** PUT config; the answer is the stored configuration, shown again by the form. */
export function useUpdateAdminConfig() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: AdminConfigChanges) => (await dataProvider.updateAdminConfig(changes)).data,
    onSuccess: (saved) => queryClient.setQueryData(ADMIN_CONFIG_QUERY_KEY, saved),
  });
}
