import { useInput, useTranslate } from 'react-admin';
import { DirectoryPicker } from './DirectoryPicker';
import type { DirectoryEntry, DirectoryKind } from '../../api/directoryEntry';

type FieldError = string | { message: string; args?: Record<string, unknown> } | undefined;

/** Form-level rules give `{ message, args }`, a failed save a plain message. */
function errorOf(message: unknown): { message: string; args?: Record<string, unknown> } | undefined {
  const value = message as FieldError;
  if (!value) return undefined;
  return typeof value === 'string' ? { message: value } : value;
}

/** A directory picker bound to a react-admin form field holding `DirectoryEntry[]`. */
export const DirectoryPickerInput = ({
  source,
  label,
  kinds,
  disabled,
}: {
  source: string;
  label: string;
  kinds: readonly DirectoryKind[];
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput<DirectoryEntry[]>({ source });
  // Spec section 5: a picker must not be empty after a submit attempt; say so from then on.
  const raw = fieldState.error && (formState.isSubmitted || fieldState.isTouched) ? errorOf(fieldState.error.message) : undefined;
  const shown = raw ? translate(raw.message, { _: raw.message, ...raw.args }) : undefined;
  if (disabled) {
    return (
      <DirectoryPicker label={translate(label)} kinds={kinds} value={field.value ?? []} onChange={() => undefined} readOnly />
    );
  }
  return (
    <DirectoryPicker
      label={translate(label)}
      kinds={kinds}
      value={field.value ?? []}
      onChange={(entries) => {
        field.onChange(entries);
        field.onBlur();
      }}
      error={shown}
    />
  );
};
