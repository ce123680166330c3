import type { AdminToolRecord } from '@contracts';
import { useParams } from 'react-router-dom';
import { Alert, DialogContent, LinearProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import { ToolTextsTable } from './ToolTextsTable';
import { useReturnToValidations } from './useReturnToValidations';

/** /admin/validations/infos-tool/:appId: the tool as it is published today, per language. */
export const ToolInfoPopin = () => {
  const { appId = '' } = useParams();
  const translate = useTranslate();
  const { close } = useReturnToValidations();
  const tool = useGetOne<AdminToolRecord>('tools', { id: appId }, { retry: false });
  return (
    <Popin title={translate('portal.validations.info.tool_title')} onClose={close}>
      <DialogContent dividers>
        {tool.isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : tool.isError ? (
          <Alert severity="error">{translateWorkflowError(tool.error, translate)}</Alert>
        ) : (
          <ToolTextsTable texts={tool.data} />
        )}
      </DialogContent>
    </Popin>
  );
};
