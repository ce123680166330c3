import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { EVERYBODY } from '@contracts/default-tool-rules';
import { DirectoryPicker } from './DirectoryPicker';
import { useDirectoryLabels } from './useDirectoryLabels';

interface AudiencePickerInputProps {
  /** The form field holding the chosen values (a default tool's `groups`): groups' guids and persons' `_id`s. */
  source?: string;
  /** Offer groups only (an announcement's audience), or groups and persons. */
  groupsOnly?: boolean;
  label?: string;
}

/**
 * Groups and persons (optional), as the stored values a default tool or an announcement keeps, in the
 * directory picker. "all" is the default tools' new toggle's business: kept, and not shown here.
 */
export const AudiencePickerInput = ({ source = 'groups', groupsOnly = false, label = 'resources.default_tools.fields.groups' }: AudiencePickerInputProps) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const stored = (field.value ?? []) as string[];
  const values = stored.filter((value) => value !== EVERYBODY);
  const { entries } = useDirectoryLabels(values);
  const chosen = values.flatMap((value) => entries.get(value) ?? []);
  // A stable value: MUI Autocomplete empties the typed text whenever its value changes identity.
  const chosenKey = chosen.map((entry) => `${entry.value}\t${entry.label}`).join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => chosen, [chosenKey]);
  const everybody = stored.includes(EVERYBODY);

  return (
    <DirectoryPicker
      label={translate(label)}
      kinds={groupsOnly ? ['group'] : ['group', 'user']}
      value={value}
      onChange={(picked) => field.onChange([...(everybody ? [EVERYBODY] : []), ...picked.map((entry) => entry.value)])}
      placeholder={translate(groupsOnly ? 'portal.common.group_search' : 'portal.default_tools.audience_search')}
      helperText={groupsOnly ? ' ' : translate('portal.default_tools.audience_help')}
    />
  );
};
