import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import { ToolTextsTable } from './ToolTextsTable';
import { useReturnToValidations } from './useReturnToValidations';
import { useValidation } from './useValidation';

/**
 * /admin/validations/infos-edit-tool/:appId/:validationId: the content awaiting approval, per
 * language. Links are offered only for http(s) addresses; texts are shown as text, never as HTML.
 */
export const ValidationInfoPopin = ({ validationId }: { validationId?: string }) => {
  const translate = useTranslate();
  const { close } = useReturnToValidations();
  const validation = useValidation(validationId);
  const changed = validation.data?.changed;

  return (
    <Popin
      title={translate('portal.validations.info.title')}
      onClose={close}
      loading={validation.isPending}
      error={validation.isError && translateWorkflowError(validation.error, translate)}
    >
      {validation.data && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {translate(validation.data.kind === 'creation' ? 'portal.validations.info.creation' : 'portal.validations.info.edition')}
              {' · '}
              {translate('portal.validations.info.editor', { editor: validation.data.edited_by?.fullname ?? '' })}
            </Typography>
            <ToolTextsTable texts={changed} />
          </Stack>
      )}
    </Popin>
  );
};
