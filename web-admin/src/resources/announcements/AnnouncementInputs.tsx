import { Stack, Typography } from '@mui/material';
import { CheckboxGroupInput, DateTimeInput, SelectArrayInput, SelectInput, useGetList, usePermissions, useTranslate } from 'react-admin';
import { ANNOUNCEMENT_KINDS, LANGUAGES } from '@contracts';
import type { AdminPermissions } from '../../authProvider';
import { AudiencePickerInput } from '../../components/directory/AudiencePickerInput';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { AnnouncementLanguageFields } from './AnnouncementLanguageFields';
import { ToolsPickerInput } from './ToolsPickerInput';

const KIND_CHOICES = ANNOUNCEMENT_KINDS.map((kind) => ({ id: kind, name: `portal.announcements.kinds.${kind}` }));
const LANGUAGE_CHOICES = LANGUAGES.map((lang) => ({ id: lang, name: LANGUAGE_NAMES[lang] }));

/** Administrators choose subsidiaries; a sub-administrator's announcements are always their subsidiary's. */
const SubsidiariesInput = () => {
  const subsidiaries = useGetList('subsidiaries', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } });
  return <SelectArrayInput source="audience.subsidiaries" label="resources.announcements.fields.subsidiaries" choices={subsidiaries.data ?? []} isPending={subsidiaries.isPending} fullWidth />;
};

/** The announcement popin: texts per language, kind, start and end, audience, and the tools it concerns. */
export const AnnouncementInputs = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<AdminPermissions>();
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {LANGUAGES.map((language) => (
        <AnnouncementLanguageFields key={language} language={language} />
      ))}
      <SelectInput source="kind" choices={KIND_CHOICES} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <DateTimeInput source="startsAt" fullWidth />
        <DateTimeInput source="endsAt" fullWidth />
      </Stack>
      <Typography component="h3" variant="subtitle2">
        {translate('portal.announcements.audience')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(permissions?.isAdministrator ? 'portal.announcements.audience_help' : 'portal.announcements.sub_admin_scope')}
      </Typography>
      {permissions?.isAdministrator && <SubsidiariesInput />}
      <AudiencePickerInput source="audience.groups" groupsOnly label="resources.announcements.fields.groups" />
      <CheckboxGroupInput source="audience.languages" label="resources.announcements.fields.languages" choices={LANGUAGE_CHOICES} />
      <ToolsPickerInput />
    </Stack>
  );
};
