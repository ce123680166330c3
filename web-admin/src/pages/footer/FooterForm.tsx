import { useMemo } from 'react';
import { Stack } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { LANGUAGES, type FooterEntry } from '@contracts';
import { translateError, translateFieldErrors } from '../../i18n/translateError';
import { FooterLanguageInput } from './FooterLanguageInput';
import { toEntries, toFormValues, type FooterFormValues } from './footerValues';
import { useUpdateFooter } from './useFooter';

export const FooterForm = ({ footer }: { footer: FooterEntry[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutateAsync: updateFooter } = useUpdateFooter();
  // A new record (after a save) resets the form to what the server stored.
  const record = useMemo(() => ({ id: 'footer', ...toFormValues(footer) }), [footer]);

  // Returning field errors lets react-admin show them under each editor.
  // react-hook-form hands the values untyped; their shape is the inputs' below (`toFormValues`).
  const save = async (values: FieldValues) => {
    try {
      await updateFooter(toEntries(values as FooterFormValues));
      notify('portal.footer.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(translateError(error, translate), { type: 'error' });
      return translateFieldErrors(error, translate);
    }
  };

  return (
    <Form record={record} onSubmit={save} warnWhenUnsavedChanges>
      <Stack spacing={2}>
        {LANGUAGES.map((language) => (
          <FooterLanguageInput key={language} language={language} />
        ))}
      </Stack>
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};
