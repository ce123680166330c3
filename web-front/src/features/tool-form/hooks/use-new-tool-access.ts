import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessPolicyWire } from '@contracts';
import { accessErrorOf, accessPolicyViolationsOf, NEW_TOOL_ACCESS_VALUES, policyOfValues, type AccessPolicyValues } from '../access-policy-values';

/**
 * The add form's access settings: offered for a new private tool whose creation applies at once, checked
 * with the tool's own rules (a broken one keeps the form from being sent), and handed to the save as the
 * policy to store right after the creation (`null` when there is none to store).
 */
export function useNewToolAccess(offered: boolean, isPrivate: boolean, tried: boolean) {
  const { t } = useTranslation();
  const [values, setValues] = useState(NEW_TOOL_ACCESS_VALUES);
  const shown = offered && isPrivate;
  const violations = useMemo(() => (shown ? accessPolicyViolationsOf(values) : []), [shown, values]);
  const policy: Omit<AccessPolicyWire, 'toolId'> | null = shown && values.requestable ? policyOfValues(values) : null;
  return {
    shown,
    values,
    violations,
    policy,
    change: (change: Partial<AccessPolicyValues>) => setValues((current) => ({ ...current, ...change })),
    errorOf: (field: string) => (tried ? accessErrorOf(violations, field, t) : undefined),
  };
}
