import { useRef, useState } from 'react';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useNotify, useSaveContext, useTranslate } from 'react-admin';
import { apiTokenExpiryBounds, type CreatedApiToken } from '@contracts';
import { Popin } from '../../components/Popin';
import { translateError, translateFieldErrors } from '../../i18n/translateError';
import { ApiTokenInputs } from './ApiTokenInputs';
import { validateApiToken } from './apiTokenValidation';
import { SecretReveal } from './SecretReveal';

/**
 * /admin/api_tokens/add: the form, then, once the server has created the token, its secret in the same
 * popin, shown once. The list behind refreshes with the new token (without its secret).
 */
export const ApiTokenCreatePopin = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const failure = useRef<unknown>(undefined);
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
          mutationOptions={{
            onSuccess: (data: CreatedApiToken) => setCreated(data),
            onError: (error: unknown) => {
              failure.current = error;
              notify(translateError(error, translate), { type: 'error' });
            },
          }}
        >
          <ApiTokenForm failure={failure} />
        </CreateBase>
      )}
    </Popin>
  );
};

const ApiTokenForm = ({ failure }: { failure: { current: unknown } }) => {
  const translate = useTranslate();
  const { save } = useSaveContext();
  const submit = async (values: Record<string, unknown>) => {
    failure.current = undefined;
    const errors = await save?.(values);
    return errors && failure.current ? (translateFieldErrors(failure.current, translate) ?? errors) : errors;
  };
  return (
    <SimpleForm onSubmit={submit} validate={validateApiToken} toolbar={<Toolbar><SaveButton alwaysEnable label="portal.api_tokens.create" /></Toolbar>}>
      <ApiTokenInputs />
    </SimpleForm>
  );
};
