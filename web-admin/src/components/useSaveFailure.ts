import { useRef } from 'react';
import { useNotify, useSaveContext, useTranslate } from 'react-admin';
import { translateError, translateFieldErrors } from '../i18n/translateError';

type Failure = { current: unknown };

/**
 * The last refused save of a create or edit popin and its notice: react-admin hands the form only
 * the raw `errors`, this keeps the error so that the form can translate each field's code.
 */
export function useSaveFailure(): { failure: Failure; onError: (error: unknown) => void } {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useRef<unknown>(undefined);
  const onError = (error: unknown) => {
    failure.current = error;
    notify(translateError(error, translate), { type: 'error' });
  };
  return { failure, onError };
}

/** A form's submit through its save context, showing a refused save's field errors, translated, under their fields. */
export function useSubmitWithFieldErrors(failure: Failure) {
  const translate = useTranslate();
  const { save } = useSaveContext();
  return async (values: Record<string, unknown>) => {
    failure.current = undefined;
    const errors = await save?.(values);
    return errors && failure.current ? (translateFieldErrors(failure.current, translate) ?? errors) : errors;
  };
}
