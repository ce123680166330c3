import { Typography } from '@mui/material';
import { AutocompleteArrayInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { LIMITS } from '@contracts';
import { useCompanyChoices } from './useCompanyChoices';

/** The fields of the subsidiary popin, shared by add and edit (spec section 2: name and companies). */
export const SubsidiaryInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const companies = useCompanyChoices(record?.id ? String(record.id) : null);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('portal.subsidiaries.all_required')}
      </Typography>
      <TextInput
        source="name"
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.subsidiaryNameMaxLength } }}
        helperText={translate('portal.common.max_characters', { max: LIMITS.subsidiaryNameMaxLength })}
      />
      <AutocompleteArrayInput
        source="companies"
        choices={companies.data ?? []}
        isPending={companies.isPending}
        fullWidth
      />
    </>
  );
};
