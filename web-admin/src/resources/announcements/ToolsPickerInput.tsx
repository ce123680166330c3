import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useDataProvider, useInput, useLocaleState, useTranslate } from 'react-admin';
import { countLetters, pickTranslation, toLanguage } from '@contracts';
import { useLatestSearch } from '../../components/useLatestSearch';
import type { PortalDataProvider } from '../../dataProvider';

interface ToolOption {
  id: string;
  label: string;
}

/** The tools an announcement concerns (optional): tags searched by name; a maintenance shows on their tiles. */
export const ToolsPickerInput = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { field } = useInput({ source: 'tools', defaultValue: [] });
  const ids = (field.value ?? []) as string[];
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [text, setText] = useState('');
  const { results, loading } = useLatestSearch<ToolOption>(text, {
    key: ['tools', 'names', language],
    search: async (search) => (await dataProvider.searchTools(search)).data.map((tool) => ({ id: tool._id, label: pickTranslation(tool.title, language) })),
    searchable: (search) => countLetters(search) >= 1,
  });

  // Names of the tools already chosen.
  const idsKey = ids.join(',');
  useEffect(() => {
    const unknown = ids.filter((id) => !labels[id]);
    if (!unknown.length) return;
    dataProvider.getMany('tools', { ids: unknown }).then(
      ({ data }) => setLabels((known) => ({ ...known, ...Object.fromEntries(data.map((tool) => [String(tool.id), pickTranslation(tool.title, language)])) })),
      () => undefined,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idsKey]);

  // A stable value: MUI Autocomplete empties the typed text whenever its value changes identity.
  const value = useMemo(() => (idsKey ? idsKey.split(',') : []).map((id) => ({ id, label: labels[id] ?? id })), [idsKey, labels]);
  return (
    <Autocomplete<ToolOption, true>
      multiple
      options={results}
      value={value}
      loading={loading}
      filterOptions={(options) => options.filter((option) => !ids.includes(option.id))}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.label}
      onInputChange={(_event, input, reason) => reason === 'input' && setText(input)}
      onChange={(_event, options) => {
        setLabels((known) => ({ ...known, ...Object.fromEntries(options.map((option) => [option.id, option.label])) }));
        field.onChange(options.map((option) => option.id));
      }}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      noOptionsText={translate('portal.common.no_results')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.announcements.fields.tools')}
          placeholder={translate('portal.announcements.tool_search')}
          helperText={translate('portal.announcements.tools_help')}
          margin="dense"
        />
      )}
    />
  );
};
