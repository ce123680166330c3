import { useState } from 'react';
import { Button, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Popin } from '../../components/Popin';
import type { PortalDataProvider } from '../../dataProvider';
import { useReturnToValidations } from './useReturnToValidations';

/** /admin/validations/reject-extra-validation/:id: the designated validator rejects, with the reason. */
export const RejectExtraValidationPopin = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { close, busy, submit } = useReturnToValidations();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();

  const reject = async () => {
    if (!message.trim()) {
      setError(translate('portal.tools.form.required'));
      return;
    }
    await submit(() => dataProvider.rejectExtraValidation(id, message.trim()), 'portal.validations.extra_answer.rejected');
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
