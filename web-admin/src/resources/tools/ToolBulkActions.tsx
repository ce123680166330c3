import { Button as MuiButton } from '@mui/material';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import { useListContext, useTranslate } from 'react-admin';
import { BulkAddPeopleButton } from './BulkAddPeopleButton';
import { BulkDeleteToolsButton } from './BulkDeleteToolsButton';

/** The bulk bar shown while tools are checked (spec section 2): add managers, add viewers, delete, uncheck all. */
export const ToolBulkActions = () => {
  const translate = useTranslate();
  const { onUnselectItems } = useListContext();
  return (
    <>
      <BulkAddPeopleButton field="managers" />
      <BulkAddPeopleButton field="users" />
      <BulkDeleteToolsButton />
      <MuiButton size="small" startIcon={<ClearAllIcon />} onClick={() => onUnselectItems()}>
        {translate('portal.tools.bulk.uncheck_all')}
      </MuiButton>
    </>
  );
};
