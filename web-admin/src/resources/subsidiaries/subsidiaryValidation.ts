import { checkSubsidiaryForm, LIMITS } from '@contracts';

/** The popin's rules from contracts (name of at most 60 characters, at least one company), as form errors. */
export function validateSubsidiary(values: Record<string, unknown>) {
  const violations = checkSubsidiaryForm({
    name: typeof values.name === 'string' ? values.name : '',
    companies: Array.isArray(values.companies) ? (values.companies as string[]) : [],
  });
  return Object.fromEntries(
    violations.map((violation) => [
      violation.field,
      { message: `portal.errors.${violation.code}`, args: { max: LIMITS.subsidiaryNameMaxLength } },
    ]),
  );
}
