import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useInput, useLocaleState, useRecordContext, useTranslate, InputHelperText } from 'react-admin';
import { countLetters, pickTranslation, toLanguage, type ToolName, type Translated } from '@contracts';
import { useLatestSearch } from '../../components/useLatestSearch';
import type { PortalDataProvider } from '../../dataProvider';

interface ToolOption {
  id: string;
  label: string;
}

/** The default tool's tool: one tool, searched by name; only the answer to the latest text is shown. */
export const ToolPickerInput = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  const record = useRecordContext<{ tool?: string; title?: Translated }>();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { field, fieldState, formState } = useInput({ source: 'tool' });
  const [text, setText] = useState('');
  const labelOf = (tool: ToolName) => pickTranslation(tool.title, language);
  const { results, loading } = useLatestSearch(text, {
    key: ['tools', 'names', language],
    search: async (search) => (await dataProvider.searchTools(search)).data.map((tool) => ({ id: tool._id, label: labelOf(tool) })),
    searchable: (search) => countLetters(search) >= 1,
  });
  const [chosen, setChosen] = useState<ToolOption | null>(
    record?.tool ? { id: record.tool, label: pickTranslation(record.title, language) } : null,
  );
  // A stable value: MUI Autocomplete resets the typed text whenever its value changes identity.
  const value = useMemo(
    () => (field.value ? (chosen?.id === field.value ? chosen : { id: String(field.value), label: '' }) : null),
    [field.value, chosen],
  );
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;

  return (
    <Autocomplete<ToolOption>
      options={results}
      value={value}
      loading={loading}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, input, reason) => reason === 'input' && setText(input)}
      onChange={(_event, option) => {
        setChosen(option);
        field.onChange(option?.id ?? null);
      }}
      onBlur={field.onBlur}
      noOptionsText={translate('portal.common.no_results')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.default_tools.fields.tool')}
          placeholder={translate('portal.default_tools.tool_search')}
          error={!!error}
          helperText={error ? <InputHelperText error={error} /> : ' '}
          margin="dense"
        />
      )}
    />
  );
};
