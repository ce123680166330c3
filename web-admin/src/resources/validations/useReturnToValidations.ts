import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LIMITS } from '@contracts';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import { usePopinRoute } from '../../components/usePopinRoute';
import { useReloadValidations } from './usePendingValidations';

/**
 * Closes an approval popin back to /admin/validations; after an action, reloads and notifies 1.5 s later.
 * `submit` runs a popin's action once at a time (`busy` meanwhile): done on success, the refusal's
 * translated notice otherwise, the popin staying open with what was typed.
 */
export function useReturnToValidations() {
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
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
  const submit = async (action: () => Promise<unknown>, notice: string) => {
    setBusy(true);
    try {
      await action();
      done(notice);
    } catch (failure) {
      notify(translateWorkflowError(failure, translate), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { close, done, busy, submit };
}
