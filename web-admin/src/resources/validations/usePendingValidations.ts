import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

const PENDING_KEY = ['validations', 'pending'];

/** The tools' requests awaiting approval; not asked of someone who may not list them (`enabled: false`). */
export function usePendingValidations(enabled = true) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({ queryKey: PENDING_KEY, queryFn: () => dataProvider.getPendingValidations(), retry: false, enabled });
}

/** Spec section 4: after each action the pending list is reloaded. */
export function useReloadValidations() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['validations'] }), [queryClient]);
}
