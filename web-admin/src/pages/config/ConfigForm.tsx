import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, ResourceContextProvider, SaveButton, SelectInput, TextInput, Toolbar, required, useNotify, useTranslate } from 'react-admin';
import { DIRECTORY_SOURCES, LANGUAGES, type AdminConfig } from '@contracts';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { translateError, translateFieldErrors } from '../../i18n/translateError';
import { toChanges, toFormValues, type ConfigFormValues } from './configValues';
import { useUpdateAdminConfig } from './useAdminConfig';
import { EntryListInput } from './EntryListInput';

const sourceChoices = DIRECTORY_SOURCES.map((source) => ({ id: source, name: `portal.config.source_${source}` }));

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

/** The config page's form: network list, import-failure mails, help URLs per language (spec section 2), and who owns people and groups. */
export const ConfigForm = ({ config }: { config: AdminConfig }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { mutateAsync: updateConfig } = useUpdateAdminConfig();
  const record = useMemo(() => ({ id: 'config', ...toFormValues(config) }), [config]);

  // Returning the server's field errors shows each under its entry (`hermes_network.1`, `add_tool_help_url.en`).
  // react-hook-form hands the values untyped; their shape is the inputs' below (`toFormValues`).
  const save = async (values: FieldValues) => {
    try {
      await updateConfig(toChanges(values as ConfigFormValues));
      notify('portal.config.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(translateError(error, translate), { type: 'error' });
      return translateFieldErrors(error, translate);
    }
  };

  // The list inputs (SimpleFormIterator) need a resource; this page's is the config.
  return (
    <ResourceContextProvider value="config">
      <Form record={record} onSubmit={save} warnWhenUnsavedChanges>
        {/* On a phone react-admin's toolbar is fixed at the bottom: room for it below the last section. */}
        <Stack sx={{ pb: { xs: 10, sm: 0 } }}>
          <Section title="portal.config.networks" />
          <EntryListInput source="hermes_network" labels={{ add: 'portal.config.add_network', remove: 'portal.config.remove_network', entry: 'portal.config.network_entry' }} />
          <Section title="portal.config.mails" />
          <EntryListInput source="notification_import_mails" type="email" labels={{ add: 'portal.config.add_mail', remove: 'portal.config.remove_mail', entry: 'portal.config.mail_entry' }} />
          <Section title="portal.config.status_checks" />
          <EntryListInput
            source="status_check_hosts"
            helperText="portal.config.status_checks_help"
            labels={{ add: 'portal.config.add_status_check_host', remove: 'portal.config.remove_status_check_host', entry: 'portal.config.status_check_host' }}
          />
          <Section title="portal.config.help_urls" />
          {LANGUAGES.map((lang) => (
            <TextInput key={lang} source={`add_tool_help_url.${lang}`} label={LANGUAGE_NAMES[lang]} type="url" fullWidth />
          ))}
          <Section title="portal.config.provisioning" />
          {/* Room below for the selects' floating labels; one select a line on a phone, where two do not fit. */}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('portal.config.provisioning_help')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            {(['people', 'groups'] as const).map((kind) => (
              <SelectInput key={kind} source={`directory_sources.${kind}`} label={`portal.config.${kind}`} choices={sourceChoices} validate={required()} sx={{ minWidth: { sm: 240 } }} />
            ))}
          </Stack>
        </Stack>
        <Toolbar>
          <SaveButton />
        </Toolbar>
      </Form>
    </ResourceContextProvider>
  );
};
