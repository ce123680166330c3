import { useState } from 'react';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { apiTokenExpiryBounds, type CreatedApiToken } from '@contracts';
import { Popin } from '../../components/Popin';
import { useSaveFailure, useSubmitWithFieldErrors } from '../../components/useSaveFailure';
import { ApiTokenInputs } from './ApiTokenInputs';
import { validateApiToken } from './apiTokenValidation';
import { SecretReveal } from './SecretReveal';

/**
 * /admin/api_tokens/add: the form, then, once the server has created the token, its secret in the same
 * popin, shown once. The list behind refreshes with the new token (without its secret).
 */
export const ApiTokenCreatePopin = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const { failure, onError } = useSaveFailure();
  const defaults = { name: '', scopes: [], expiresOn: apiTokenExpiryBounds(new Date()).proposed, note: '' };
  return (
    <Popin title={translate(created ? 'portal.api_tokens.secret_title' : 'portal.api_tokens.create_title')} onClose={onClose} maxWidth="sm" padded={!created}>
      {created ? (
        <SecretReveal secret={created.secret} onDone={onClose} />
      ) : (
        <CreateBase
          resource="api_tokens"
          redirect={false}
          record={defaults}
          mutationOptions={{ onSuccess: (data: CreatedApiToken) => setCreated(data), onError }}
        >
          <ApiTokenForm failure={failure} />
        </CreateBase>
      )}
    </Popin>
  );
};

const ApiTokenForm = ({ failure }: { failure: { current: unknown } }) => {
  const submit = useSubmitWithFieldErrors(failure);
  return (
    <SimpleForm onSubmit={submit} validate={validateApiToken} toolbar={<Toolbar><SaveButton alwaysEnable label="portal.api_tokens.create" /></Toolbar>}>
      <ApiTokenInputs />
    </SimpleForm>
  );
};
