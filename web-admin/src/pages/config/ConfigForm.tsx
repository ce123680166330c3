import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { ArrayInput, Form, RemoveItemButton, ResourceContextProvider, SaveButton, SelectInput, SimpleFormIterator, TextInput, Toolbar, required, useNotify, useTranslate } from 'react-admin';
import { DIRECTORY_SOURCES, LANGUAGES, type AdminConfig } from '@contracts';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { translateError, translateFieldErrors } from '../../i18n/translateError';
import { toChanges, toFormValues, type ConfigFormValues } from './configValues';
import { useUpdateAdminConfig } from './useAdminConfig';
import { AddEntryButton } from './AddEntryButton';

const sourceChoices = DIRECTORY_SOURCES.map((source) => ({ id: source, name: `portal.config.source_${source}` }));

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

/**
 * react-admin shows an entry's remove button only while the mouse is over it: hidden, it cannot be
 * reached with the keyboard nor seen on a laptop's screen. Here it is always there.
 */
const alwaysShownActions = { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } as const;

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
        <Stack>
          <Section title="portal.config.networks" />
          <ArrayInput source="hermes_network" label={false}>
            <SimpleFormIterator
              inline
              disableReordering
              sx={alwaysShownActions}
              addButton={<AddEntryButton label="portal.config.add_network" />}
              removeButton={<RemoveItemButton label="portal.config.remove_network" />}
            >
              <TextInput source="" label="portal.config.network_entry" helperText={false} sx={{ minWidth: 320 }} />
            </SimpleFormIterator>
          </ArrayInput>
          <Section title="portal.config.mails" />
          <ArrayInput source="notification_import_mails" label={false}>
            <SimpleFormIterator
              inline
              disableReordering
              sx={alwaysShownActions}
              addButton={<AddEntryButton label="portal.config.add_mail" />}
              removeButton={<RemoveItemButton label="portal.config.remove_mail" />}
            >
              <TextInput source="" type="email" label="portal.config.mail_entry" helperText={false} sx={{ minWidth: 320 }} />
            </SimpleFormIterator>
          </ArrayInput>
          <Section title="portal.config.status_checks" />
          <ArrayInput source="status_check_hosts" label={false} helperText="portal.config.status_checks_help">
            <SimpleFormIterator
              inline
              disableReordering
              sx={alwaysShownActions}
              addButton={<AddEntryButton label="portal.config.add_status_check_host" />}
              removeButton={<RemoveItemButton label="portal.config.remove_status_check_host" />}
            >
              <TextInput source="" label="portal.config.status_check_host" helperText={false} sx={{ minWidth: 320 }} />
            </SimpleFormIterator>
          </ArrayInput>
          <Section title="portal.config.help_urls" />
          {LANGUAGES.map((lang) => (
            <TextInput key={lang} source={`add_tool_help_url.${lang}`} label={LANGUAGE_NAMES[lang]} type="url" fullWidth />
          ))}
          <Section title="portal.config.provisioning" />
          <Typography variant="body2" color="text.secondary">
            {translate('portal.config.provisioning_help')}
          </Typography>
          <Stack direction="row" spacing={2}>
            {(['people', 'groups'] as const).map((kind) => (
              <SelectInput key={kind} source={`directory_sources.${kind}`} label={`portal.config.${kind}`} choices={sourceChoices} validate={required()} sx={{ minWidth: 240 }} />
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
