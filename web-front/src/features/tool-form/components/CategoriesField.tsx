import { useTranslation } from 'react-i18next';
import { pickTranslation, toLanguage } from '@contracts';
import type { UserCategory } from '@/api/wall-types';

interface CategoriesFieldProps {
  categories: UserCategory[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
}

/** The categories a tool is filed under, in the sidebar's order. */
export function CategoriesField({ categories, value, onChange, disabled }: CategoriesFieldProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (categories.length === 0) return null;
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((other) => other !== id));
  return (
    <fieldset className="categories-field" disabled={disabled}>
      <legend>{t('toolForm.categories')}</legend>
      {categories.map((category) => (
        <label key={category._id} className="checkbox">
          <input type="checkbox" checked={value.includes(category._id)} onChange={(event) => toggle(category._id, event.target.checked)} />
          {pickTranslation(category.name, language)}
        </label>
      ))}
    </fieldset>
  );
}
