import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

/** One request with its extra approvals (`GET app-validation/{id}`). */
export function useValidation(id: string | undefined) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['validations', 'one', id],
    queryFn: () => dataProvider.getValidation(id!),
    enabled: !!id,
    retry: false,
  });
}
