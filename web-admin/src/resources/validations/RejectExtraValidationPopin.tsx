import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import { translateWorkflowError } from '../../components/translateWorkflowError';
import type { PortalDataProvider } from '../../dataProvider';
import { useReturnToValidations } from './useReturnToValidations';

/** /admin/validations/reject-extra-validation/:id: the designated validator rejects, with the reason. */
export const RejectExtraValidationPopin = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { close, done } = useReturnToValidations();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const reject = async () => {
    if (!message.trim()) {
      setError(translate('portal.tools.form.required'));
      return;
    }
    setBusy(true);
    try {
      await dataProvider.rejectExtraValidation(id, message.trim());
      done('portal.validations.extra_answer.rejected');
    } catch (failure) {
      notify(translateWorkflowError(failure, translate), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popin
      title={translate('portal.validations.extra_answer.title')}
      onClose={close}
      maxWidth="sm"
      actions={
        <Button variant="contained" color="error" onClick={reject} disabled={busy}>
          {translate('portal.validations.extra_answer.submit')}
        </Button>
      }
    >
        <TextField
          label={translate('portal.validations.extra_answer.message')}
          name="message"
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error}
          multiline
          minRows={4}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
    </Popin>
  );
};
