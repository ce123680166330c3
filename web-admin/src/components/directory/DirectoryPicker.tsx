import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import GroupsIcon from '@mui/icons-material/Groups';
import { useDataProvider, useTranslate } from 'react-admin';
import { isDirectorySearchText } from '@contracts';
import type { PortalDataProvider } from '../../dataProvider';
import type { DirectoryEntry, DirectoryKind } from '../../api/directoryEntry';
import { rememberEntries } from './directoryLabels';
import { useLatestSearch } from '../useLatestSearch';

interface DirectoryPickerProps {
  label: string;
  kinds: readonly DirectoryKind[];
  value: DirectoryEntry[];
  onChange: (entries: DirectoryEntry[]) => void;
  /** One entry at most (the extra validator, the validation group). */
  single?: boolean;
  error?: string;
  helperText?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Shown but not changeable (a tool awaiting approval). */
  readOnly?: boolean;
}

const sameEntry = (a: DirectoryEntry, b: DirectoryEntry) => a.type === b.type && a.value === b.value;

/**
 * The back-office's one person and/or group picker over the directory: searches after more than 2
 * letters with a 250 ms debounce, keeps only the latest answer (useLatestSearch), and shows chips.
 */
export const DirectoryPicker = ({ label, kinds, value, onChange, single, error, helperText, placeholder, autoFocus, readOnly }: DirectoryPickerProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [text, setText] = useState('');
  // Each kind's matches in the order of `kinds` (people first for a tool's viewers, groups first for an audience).
  const search = async (query: string) =>
    (await Promise.all(kinds.map((kind) => (kind === 'user' ? dataProvider.searchUserEntries(query) : dataProvider.searchGroupEntries(query))))).flat();
  const { results: options, loading } = useLatestSearch(text, { key: ['directory', kinds.join(',')], search });

  const choose = (entries: DirectoryEntry[]) => {
    rememberEntries(entries);
    onChange(single ? entries.slice(-1) : entries);
  };

  return (
    <Autocomplete
      multiple
      readOnly={readOnly}
      value={value}
      options={options}
      loading={loading}
      // The server already matched the text; MUI must not filter again.
      filterOptions={(all) => all.filter((option) => !value.some((chosen) => sameEntry(chosen, option)))}
      isOptionEqualToValue={sameEntry}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => `${option.type}:${option.value}`}
      inputValue={text}
      onInputChange={(_, next, reason) => setText(reason === 'reset' ? '' : next)}
      onChange={(_, entries) => choose(entries)}
      noOptionsText={translate(isDirectorySearchText(text.trim()) ? 'portal.directory.no_match' : 'portal.directory.type_more')}
      loadingText={translate('portal.directory.searching')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.type === 'group' ? <GroupsIcon fontSize="small" sx={{ mr: 1 }} /> : <PersonIcon fontSize="small" sx={{ mr: 1 }} />}
          {option.label}
        </li>
      )}
      renderValue={(entries, getItemProps) =>
        entries.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              icon={option.type === 'group' ? <GroupsIcon /> : <PersonIcon />}
              label={option.label}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          autoFocus={autoFocus}
          error={!!error}
          helperText={error ?? helperText ?? translate('portal.directory.hint')}
        />
      )}
    />
  );
};
