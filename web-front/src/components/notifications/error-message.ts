import type { TFunction } from 'i18next';
import { ApiError } from '@/api/client';

/**
 * Spec section 8, generic error notice: the translation of the error's code when there is one,
 * otherwise the error's own message, otherwise "An error has occurred".
 */
export function errorMessage(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof ApiError) {
    const key = `errors.codes.${error.code ?? error.message}`;
    if (exists(key)) return t(key);
  }
  if (error instanceof Error && error.message.trim()) return error.message;
  return t('errors.generic');
}
