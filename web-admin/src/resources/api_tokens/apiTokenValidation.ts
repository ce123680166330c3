import { API_TOKEN_LIMITS, checkApiTokenForm } from '@contracts';

/** The form's rules from contracts, as react-admin form errors translated by the interface. */
export function validateApiToken(values: Record<string, unknown>) {
  const { violations } = checkApiTokenForm(values, new Date());
  return Object.fromEntries(
    violations.map((violation) => [
      violation.field,
      { message: `portal.errors.${violation.code}`, args: { max: violation.params?.max ?? API_TOKEN_LIMITS.nameMaxLength } },
    ]),
  );
}
