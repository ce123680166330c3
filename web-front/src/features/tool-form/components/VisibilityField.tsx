import { useTranslation } from 'react-i18next';
import type { VisibilityValue } from '../tool-form-values';

interface VisibilityFieldProps {
  value: VisibilityValue;
  onChange: (value: VisibilityValue) => void;
  /** The user's own subsidiary, the only one they may choose (section 5); none without one. */
  subsidiaryName: string | null;
  disabled?: boolean;
}

/** Who sees the tool: the listed viewers (private), everyone (public) or the user's subsidiary. */
export function VisibilityField({ value, onChange, subsidiaryName, disabled }: VisibilityFieldProps) {
  const { t } = useTranslation();
  const choices: { value: VisibilityValue; label: string }[] = [
    { value: 'private', label: t('toolForm.visibility.private') },
    { value: 'public', label: t('toolForm.visibility.public') },
    ...(subsidiaryName !== null ? [{ value: 'subsidiary' as const, label: t('toolForm.visibility.subsidiary', { name: subsidiaryName }) }] : []),
  ];
  return (
    <fieldset className="visibility-field" disabled={disabled}>
      <legend>{t('toolForm.visibility.legend')}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="radio">
          <input type="radio" name="visibility" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
