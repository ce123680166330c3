import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { translateError } from '../../i18n/translateError';

/** PUT config/default_tools/update-position, then the list is read again from the server. */
export function useMoveDefaultTool() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useMutation({
    mutationFn: (move: { id: string; from: number; to: number }) => dataProvider.moveDefaultTool(move),
    onSuccess: () => notify('portal.default_tools.moved', { type: 'success' }),
    onError: (error) => notify(translateError(error, translate), { type: 'error' }),
    onSettled: () => refresh(),
  });
}
