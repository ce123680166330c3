import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { LIMITS } from '@contracts';
import { usePopinRoute } from '../../components/usePopinRoute';
import { useReloadValidations } from './usePendingValidations';

/** Closes an approval popin back to /admin/validations; after an action, reloads and notifies 1.5 s later. */
export function useReturnToValidations() {
  const notify = useNotify();
  const reload = useReloadValidations();
  const { close } = usePopinRoute('validations');
  const done = useCallback(
    (notice: string) => {
      close();
      reload();
      setTimeout(() => notify(notice, { type: 'success' }), LIMITS.successNoticeDelayMs);
    },
    [close, reload, notify],
  );
  return { close, done };
}
