import { Alert, Chip, Stack } from '@mui/material';
import { AutocompleteArrayInput, useLocaleState, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { pickTranslation, PRIVATE, toLanguage, visibilityOfKey } from '@contracts';
import { DirectoryPickerInput } from '../../../components/directory/DirectoryPickerInput';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import type { CategoryOption, SubsidiaryOption } from '../../../api/toolTypes';
import { LanguageTabs } from './LanguageTabs';
import { LogoInput } from './LogoInput';
import { otherLanguagesWithContent, type ToolFormValues } from './toolFormValues';
import { VisibilityInput } from './VisibilityInput';

/** "Please select at least english or french", once a save was tried. */
const LanguageNeeded = () => {
  const translate = useTranslate();
  const { errors, isSubmitted } = useFormState();
  if (!isSubmitted || !errors.languages) return null;
  return <Alert severity="error">{translate('portal.tools.form.errors.TOOL.LANGUAGE_NEEDED')}</Alert>;
};

/** Spec section 4: the translation state turns on when a language other than the interface's has content. */
const TranslationState = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [title, description, url] = useWatch({ name: ['title', 'description', 'url'] }) as [
    ToolFormValues['title'],
    ToolFormValues['description'],
    ToolFormValues['url'],
  ];
  const others = otherLanguagesWithContent({ title, description, url }, toLanguage(locale));
  return (
    <Chip
      size="small"
      color={others.length ? 'primary' : 'default'}
      variant={others.length ? 'filled' : 'outlined'}
      label={
        others.length
          ? translate('portal.tools.form.translated_into', { languages: others.map((lang) => LANGUAGE_NAMES[lang]).join(', ') })
          : translate('portal.tools.form.not_translated')
      }
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};

/** Viewers are chosen for a private tool only; public and subsidiary tools are everyone's there. */
const ViewersInput = ({ disabled }: { disabled?: boolean }) => {
  const visibility = useWatch({ name: 'visibility' }) as string;
  if (visibilityOfKey(visibility) !== PRIVATE) return null;
  return <DirectoryPickerInput source="users" label="portal.tools.fields.users" kinds={['user', 'group']} disabled={disabled} />;
};

/** The fields of the tool form, shared by the add and edit popins (Atomic CRM's Inputs pattern). */
export const ToolInputs = ({
  categories,
  subsidiaries,
  disabled,
}: {
  categories: CategoryOption[];
  subsidiaries: SubsidiaryOption[];
  disabled?: boolean;
}) => {
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  return (
    <Stack spacing={2}>
      <LanguageNeeded />
      <TranslationState />
      <LanguageTabs disabled={disabled} />
      <LogoInput disabled={disabled} />
      <AutocompleteArrayInput
        source="categories"
        label="portal.tools.fields.categories"
        choices={categories.map((category) => ({ id: category.id, name: pickTranslation(category.name, language) }))}
        translateChoice={false}
        disabled={disabled}
      />
      <DirectoryPickerInput source="managers" label="portal.tools.fields.managers" kinds={['user']} disabled={disabled} />
      <VisibilityInput subsidiaries={subsidiaries} disabled={disabled} />
      <ViewersInput disabled={disabled} />
    </Stack>
  );
};
