import { CheckboxGroupInput, DateInput, TextInput, useTranslate } from 'react-admin';
import { API_TOKEN_LIMITS, API_TOKEN_SCOPES, apiTokenExpiryBounds } from '@contracts';

/** The i18n key of a scope's label (`catalogue:read` → `catalogue_read`: i18next reads `:` as a namespace). */
export const scopeLabel = (scope: string) => `portal.api_tokens.scope_labels.${scope.replace(':', '_')}`;

/** Name, scopes, expiry day (at most a year away) and note of a new token. */
export const ApiTokenInputs = () => {
  const translate = useTranslate();
  const bounds = apiTokenExpiryBounds(new Date());
  return (
    <>
      <TextInput source="name" label="portal.api_tokens.fields.name" slotProps={{ htmlInput: { maxLength: API_TOKEN_LIMITS.nameMaxLength } }} autoFocus />
      <CheckboxGroupInput
        source="scopes"
        label="portal.api_tokens.fields.scopes"
        row={false}
        choices={API_TOKEN_SCOPES.map((scope) => ({ id: scope, name: `${scope} — ${translate(scopeLabel(scope))}` }))}
        translateChoice={false}
      />
      <DateInput
        source="expiresOn"
        label="portal.api_tokens.fields.expiresOn"
        helperText="portal.api_tokens.expiry_help"
        slotProps={{ htmlInput: { min: bounds.min, max: bounds.max } }}
      />
      <TextInput source="note" label="portal.api_tokens.fields.note" multiline minRows={2} slotProps={{ htmlInput: { maxLength: API_TOKEN_LIMITS.noteMaxLength } }} />
    </>
  );
};
