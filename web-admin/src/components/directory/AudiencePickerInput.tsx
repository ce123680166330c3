import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { isDirectorySearchText, LIMITS } from '@contracts';
import { EVERYBODY } from '@contracts/default-tool-rules';
import { useLatestSearch } from '../useLatestSearch';
import type { PortalDataProvider } from '../../dataProvider';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

interface AudienceOption {
  /** A group's guid or a person's _id, as the default tool stores them. */
  id: string;
  label: string;
  kind: 'group' | 'person';
}

interface AudiencePickerInputProps {
  /** The form field holding the chosen ids (a default tool's `groups`). */
  source?: string;
  /** Offer groups only (an announcement's audience), or groups and persons. */
  groupsOnly?: boolean;
  label?: string;
}

/**
 * Groups and persons (optional): tags searched in the directory after more than 2 letters and a
 * 250 ms pause. "all" is the default tools' new toggle's business and is not shown here.
 */
export const AudiencePickerInput = ({ source = 'groups', groupsOnly = false, label = 'resources.default_tools.fields.groups' }: AudiencePickerInputProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { field } = useInput({ source, defaultValue: [] });
  const ids = ((field.value ?? []) as string[]).filter((id) => id !== EVERYBODY);
  const [labels, setLabels] = useState<Record<string, AudienceOption>>({});
  const [text, setText] = useState('');

  // Names of the people and groups already chosen: people by _id, groups by the guid stored.
  useEffect(() => {
    const unknown = ids.filter((id) => !labels[id]);
    if (!unknown.length) return;
    const people = unknown.filter((id) => OBJECT_ID.test(id));
    const groups = unknown.filter((id) => !OBJECT_ID.test(id));
    const remember = (options: AudienceOption[]) =>
      setLabels((known) => ({ ...known, ...Object.fromEntries(options.map((option) => [option.id, option])) }));
    if (people.length) {
      dataProvider.getPeopleByIds(people).then(
        ({ data }) => remember(data.map((person) => ({ id: person._id, label: person.fullname, kind: 'person' as const }))),
        () => undefined,
      );
    }
    if (groups.length) {
      dataProvider.getGroupsByIds(groups).then(
        ({ data }) => remember(data.map((group) => ({ id: group.guid, label: group.title, kind: 'group' as const }))),
        () => undefined,
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids.join(',')]);

  const { results, loading } = useLatestSearch<AudienceOption>(
    async (search) => {
      const [groups, people] = await Promise.all([dataProvider.searchGroups(search), groupsOnly ? { data: [] } : dataProvider.searchPeople(search)]);
      return [
        ...groups.data.map((group) => ({ id: group.guid, label: group.title, kind: 'group' as const })),
        ...people.data.map((person) => ({ id: person._id, label: person.fullname, kind: 'person' as const })),
      ];
    },
    text,
    { searchable: isDirectorySearchText, debounceMs: LIMITS.directorySearchDebounceMs },
  );

  // A stable value: MUI Autocomplete empties the typed text whenever its value changes identity.
  const idsKey = ids.join(',');
  const value = useMemo(
    () => (idsKey ? idsKey.split(',') : []).map((id) => labels[id] ?? { id, label: id, kind: 'group' as const }),
    [idsKey, labels],
  );
  const everybody = ((field.value ?? []) as string[]).includes(EVERYBODY);

  return (
    <Autocomplete<AudienceOption, true>
      multiple
      options={results}
      value={value}
      loading={loading}
      filterOptions={(options) => options.filter((option) => !ids.includes(option.id))}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => `${option.label} (${translate(`portal.default_tools.${option.kind}`)})`}
      onInputChange={(_event, input, reason) => reason === 'input' && setText(input)}
      onChange={(_event, options) => {
        setLabels((known) => ({ ...known, ...Object.fromEntries(options.map((option) => [option.id, option])) }));
        field.onChange([...(everybody ? [EVERYBODY] : []), ...options.map((option) => option.id)]);
      }}
      renderValue={(options, getItemProps) =>
        options.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option.label} size="small" {...itemProps} />;
        })
      }
      noOptionsText={translate(
        isDirectorySearchText(text) ? 'portal.common.no_results' : 'portal.common.search_min_letters',
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          placeholder={translate(groupsOnly ? 'portal.common.group_search' : 'portal.default_tools.audience_search')}
          helperText={groupsOnly ? ' ' : translate('portal.default_tools.audience_help')}
          margin="dense"
        />
      )}
    />
  );
};
