import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename, useNotify } from 'react-admin';
import { LIMITS } from '@contracts';
import { useReloadValidations } from './usePendingValidations';

/** Closes an approval popin back to /admin/validations; after an action, reloads and notifies 1.5 s later. */
export function useReturnToValidations() {
  const navigate = useNavigate();
  const basename = useBasename();
  const notify = useNotify();
  const reload = useReloadValidations();
  const close = useCallback(() => navigate(`${basename}/validations`), [navigate, basename]);
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
