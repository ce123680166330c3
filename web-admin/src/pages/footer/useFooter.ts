import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FooterEntry } from '@contracts';
import type { PortalDataProvider } from '../../dataProvider';

const FOOTER_QUERY_KEY = ['config', 'footer'];

export function useFooter({ enabled = true }: { enabled?: boolean } = {}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: FOOTER_QUERY_KEY,
    enabled,
    queryFn: async () => (await dataProvider.getFooter()).data,
  });
}

export function useUpdateFooter() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (footer: FooterEntry[]) => (await dataProvider.updateFooter(footer)).data,
    // The server answers the sanitised footer: the form then shows what was stored.
    onSuccess: (saved) => queryClient.setQueryData(FOOTER_QUERY_KEY, saved),
  });
}
