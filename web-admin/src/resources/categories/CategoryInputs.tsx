import { TextInput, useTranslate } from 'react-admin';
import { LANGUAGES, LIMITS } from '@contracts';
import { CategoryIconInput } from './CategoryIconInput';

/** The fields of the category popin, shared by add and edit: a name per language and the icon. */
export const CategoryInputs = () => {
  const translate = useTranslate();
  return (
    <>
      {LANGUAGES.map((lang) => (
        <TextInput
          key={lang}
          source={`name.${lang}`}
          fullWidth
          slotProps={{ htmlInput: { maxLength: LIMITS.categoryNameMaxLength } }}
          helperText={translate('portal.common.max_characters', { max: LIMITS.categoryNameMaxLength })}
        />
      ))}
      <CategoryIconInput />
    </>
  );
};
