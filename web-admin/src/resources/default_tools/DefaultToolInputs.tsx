import { BooleanInput, SelectInput, useGetList, usePermissions } from 'react-admin';
import { LANGUAGES } from '@contracts';
import { ALL_LANGUAGES } from '@contracts/default-tool-rules';
import type { AdminPermissions } from '../../authProvider';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { AudiencePickerInput } from '../../components/directory/AudiencePickerInput';
import { ToolPickerInput } from './ToolPickerInput';

const LANGUAGE_CHOICES = [
  { id: ALL_LANGUAGES, name: 'portal.common.all_languages' },
  ...LANGUAGES.map((lang) => ({ id: lang, name: LANGUAGE_NAMES[lang] })),
];

/** Administrators choose the subsidiary; a sub-administrator's default tools are always their subsidiary's. */
const SubsidiaryInput = () => {
  const subsidiaries = useGetList('subsidiaries', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <SelectInput
      source="subsidiaryId"
      choices={subsidiaries.data ?? []}
      isPending={subsidiaries.isPending}
      emptyText="portal.default_tools.no_subsidiary"
      fullWidth
    />
  );
};

/** The default tool popin (spec section 2): tool, language (with "all"), subsidiary, groups and persons, new. */
export const DefaultToolInputs = () => {
  const { permissions } = usePermissions<AdminPermissions>();
  return (
    <>
      <ToolPickerInput />
      <SelectInput source="language" choices={LANGUAGE_CHOICES} fullWidth />
      {permissions?.isAdministrator && <SubsidiaryInput />}
      <AudiencePickerInput />
      <BooleanInput source="is_new" label="portal.default_tools.new_toggle" />
    </>
  );
};
