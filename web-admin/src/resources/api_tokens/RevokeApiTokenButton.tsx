import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useDelete, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ApiTokenView } from '@contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { translateError } from '../../i18n/translateError';

/** A row's revoke, after a confirmation; the server keeps the token, revoked, so the row stays and says so. */
export const RevokeApiTokenButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<ApiTokenView>();
  const [asking, setAsking] = useState(false);
  const [revoke, { isPending }] = useDelete();
  if (!record || record.state !== 'active') return null;
  const confirm = () =>
    revoke(
      'api_tokens',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('portal.api_tokens.revoked', { type: 'success' });
          // The token stays listed, now revoked: read the list again rather than drop the row.
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify(translateError(error, translate), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button color="error" size="small" startIcon={<BlockIcon />} onClick={() => setAsking(true)}>
        {translate('portal.api_tokens.revoke')}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        loading={isPending}
        title="portal.api_tokens.revoke_title"
        content="portal.api_tokens.revoke_confirm"
        translateOptions={{ name: record.name }}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
