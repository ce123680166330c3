/**
 * Only a path on our own origin may be a return address after sign-in: anything else
 * (absolute URLs, protocol-relative //host, backslashes) becomes "/", so the login flow
 * can never be used to send someone to another site.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (value.length > 2000 || /[\u0000-\u001f]/.test(value)) return '/';
  return value;
}
