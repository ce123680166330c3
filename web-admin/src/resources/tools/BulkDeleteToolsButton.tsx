import type { AdminToolRecord } from '@contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useListContext, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { AdminPermissions } from '../../authProvider';
import type { PortalDataProvider } from '../../dataProvider';
import { translateWorkflowError } from '../../components/translateWorkflowError';

/**
 * Deletes the checked tools after a confirmation (`PUT deleteApps/{ids}`). A tool awaiting approval
 * can be deleted by administrators only, so others are not offered the button for such a selection.
 */
export const BulkDeleteToolsButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { permissions } = usePermissions<AdminPermissions>();
  const { selectedIds, data, onUnselectItems } = useListContext<AdminToolRecord>();
  const count = selectedIds.length;

  const selected = (data ?? []).filter((tool) => selectedIds.includes(tool.id));
  if (!permissions?.isAdministrator && selected.some((tool) => tool.has_pending_validation)) return null;

  const remove = async () => {
    await dataProvider.deleteTools(selectedIds.map(String));
    notify('portal.tools.bulk.deleted', { type: 'success', messageArgs: { smart_count: count } });
    onUnselectItems();
    refresh();
  };

  return (
    <ConfirmButton
      label="ra.action.delete"
      icon={<DeleteIcon />}
      color="error"
      size="small"
      title="portal.tools.bulk.delete_title"
      content="portal.tools.bulk.delete_content"
      translateOptions={{ smart_count: count }}
      onConfirm={remove}
      onError={(error) => notify(translateWorkflowError(error, translate), { type: 'error' })}
    />
  );
};
