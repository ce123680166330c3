import type { FieldViolation } from './field-violation';

/**
 * Machine-readable error codes the server answers and the UIs translate.
 * The server also sends the English text, so a client without the key still shows something.
 */
export const ERROR_CODES = {
  permissionDenied: 'permission_denied',
  notAuthenticated: 'not_authenticated',
  notFound: 'not_found',
  validationFailed: 'validation_failed',
  invalidCsrfToken: 'invalid_csrf_token',
  internalError: 'internal_error',
  serviceUnavailable: 'service_unavailable',
  footerTooLong: 'FOOTER.TOO_LONG',
  footerUnknownLanguage: 'FOOTER.UNKNOWN_LANGUAGE',
  invalidImageType: 'invalid_image_type',
  imageTooSmall: 'IMAGE.TOO_SMALL',
  imageTooManyPixels: 'IMAGE.TOO_MANY_PIXELS',
  fileMissing: 'FILE.MISSING',
  invalidUpload: 'FILE.INVALID_UPLOAD',
  payloadTooLarge: 'payload_too_large',
  tooManyRequests: 'too_many_requests',
  uploadQuotaReached: 'FILE.QUOTA_REACHED',
  idempotencyKeyInvalid: 'idempotency_key_invalid',
  idempotencyKeyReused: 'idempotency_key_reused',
  idempotencyKeyInProgress: 'idempotency_key_in_progress',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The body of every error answer. `errors` maps a form field to its message, as react-admin expects;
 * `violations` maps the same fields to their code and parameters, which the UIs translate.
 */
export interface ErrorBody {
  error: { message: string; code?: string; detail?: string };
  errors?: Record<string, string>;
  violations?: Record<string, FieldViolation>;
}
