import { useTranslation } from 'react-i18next';
import type { VisibilityOption } from '../visibility-options';
import { visibilityKey, type ToolFormValues } from '../tool-form-values';

type Visibility = Pick<ToolFormValues, 'visibility' | 'subsidiaryId'>;

interface VisibilityFieldProps {
  value: Visibility;
  options: VisibilityOption[];
  onChange: (value: Visibility) => void;
  disabled?: boolean;
}

/** Who sees the tool: the listed viewers (private), everyone (public) or a subsidiary, among the choices allowed. */
export function VisibilityField({ value, options, onChange, disabled }: VisibilityFieldProps) {
  const { t } = useTranslation();
  const labelOf = (option: VisibilityOption) =>
    option.visibility !== 'subsidiary'
      ? t(`toolForm.visibility.${option.visibility}`)
      : option.own
        ? t('toolForm.visibility.subsidiary', { name: option.name ?? t('toolForm.visibility.ownSubsidiary') })
        : option.name
          ? t('toolForm.visibility.otherSubsidiary', { name: option.name })
          : t('toolForm.visibility.currentSubsidiary');
  return (
    <fieldset className="visibility-field" disabled={disabled}>
      <legend>{t('toolForm.visibility.legend')}</legend>
      {options.map((option) => (
        <label key={visibilityKey(option)} className="radio">
          <input
            type="radio"
            name="visibility"
            value={visibilityKey(option)}
            checked={visibilityKey(value) === visibilityKey(option)}
            onChange={() => onChange({ visibility: option.visibility, subsidiaryId: option.subsidiaryId })}
          />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}
