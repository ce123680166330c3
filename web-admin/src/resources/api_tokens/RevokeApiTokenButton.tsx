import BlockIcon from '@mui/icons-material/Block';
import { useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ApiTokenView } from '@contracts';
import { ConfirmButton } from '../../components/ConfirmButton';

/** A row's revoke, after a confirmation; the server keeps the token, revoked, so the row stays and says so. */
export const RevokeApiTokenButton = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<ApiTokenView>();
  const [revoke] = useDelete();
  if (!record || record.state !== 'active') return null;
  const confirm = async () => {
    await revoke('api_tokens', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    notify('portal.api_tokens.revoked', { type: 'success' });
    // The token stays listed, now revoked: read the list again rather than drop the row.
    refresh();
  };
  return (
    <ConfirmButton
      label="portal.api_tokens.revoke"
      icon={<BlockIcon />}
      color="error"
      size="small"
      title="portal.api_tokens.revoke_title"
      content="portal.api_tokens.revoke_confirm"
      translateOptions={{ name: record.name }}
      onConfirm={confirm}
    />
  );
};
