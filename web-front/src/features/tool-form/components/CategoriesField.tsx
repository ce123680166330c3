import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickTranslation, toLanguage } from '@contracts';
import type { UserCategory } from '@/api/wall-types';

interface CategoriesFieldProps {
  categories: UserCategory[];
  value: string[];
  onChange: (value: string[]) => void;
  /** The broken rule's text ("Le champ est obligatoire." when no category is checked). */
  error?: string;
  disabled?: boolean;
}

/** The categories a tool is filed under, in the sidebar's order: at least one is required. */
export function CategoriesField({ categories, value, onChange, error, disabled }: CategoriesFieldProps) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const language = toLanguage(i18n.language);
  // With no category at all there is nothing to check; the error still says why the form is refused.
  if (categories.length === 0 && !error) return null;
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((other) => other !== id));
  return (
    <fieldset
      className={`categories-field${error ? ' field--invalid' : ''}`}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={!!error || undefined}
    >
      <legend>{t('toolForm.categories')}</legend>
      {categories.map((category) => (
        <label key={category._id} className="checkbox">
          <input type="checkbox" checked={value.includes(category._id)} onChange={(event) => toggle(category._id, event.target.checked)} />
          {pickTranslation(category.name, language)}
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
