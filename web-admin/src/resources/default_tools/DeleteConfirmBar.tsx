import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Stack } from '@mui/material';
import { useDeleteMany, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { translateError } from '../../i18n/translateError';

/** Shown when default tools are checked: delete this tool, or these tools, or cancel (spec section 2). */
export const DeleteConfirmBar = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  if (!selectedIds.length) return null;
  const count = selectedIds.length;

  const remove = () =>
    deleteMany(
      'default_tools',
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('portal.default_tools.removed', { type: 'success', messageArgs: { smart_count: count } });
          onUnselectItems();
          refresh();
        },
        onError: (error) => notify(translateError(error, translate), { type: 'error' }),
      },
    );

  return (
    <Alert
      severity="warning"
      role="alertdialog"
      sx={{ mb: 1, alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="error" variant="contained" startIcon={<DeleteIcon />} disabled={isPending} onClick={remove}>
            {translate('portal.default_tools.delete')}
          </Button>
          <Button onClick={() => onUnselectItems()}>{translate('ra.action.cancel')}</Button>
        </Stack>
      }
    >
      {count === 1
        ? translate('portal.default_tools.delete_one')
        : translate('portal.default_tools.delete_many', { smart_count: count })}
    </Alert>
  );
};
