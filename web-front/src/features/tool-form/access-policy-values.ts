import type { TFunction } from 'i18next';
import { checkAccessPolicy, type AccessApprovers, type AccessPolicyWire, type RuleViolation } from '@contracts';
import type { Picked } from './tool-form-values';

/** The access policy as its form holds it: the chosen people and group as chips, the days as typed. */
export interface AccessPolicyValues {
  requestable: boolean;
  approvers: AccessApprovers['kind'];
  people: Picked[];
  group: Picked[];
  unlimited: boolean;
  maxDays: string;
  question: string;
}

const DEFAULT_DAYS = '30';

/** A new tool's settings before they are chosen: not requestable, decided by its managers, without end. */
export const NEW_TOOL_ACCESS_VALUES: AccessPolicyValues = { requestable: false, approvers: 'managers', people: [], group: [], unlimited: true, maxDays: DEFAULT_DAYS, question: '' };

/** `nameOf` labels the stored people, `groupTitle` the stored group (stored by its `_id`). */
export function policyValuesOf(policy: AccessPolicyWire, nameOf: (id: string) => Picked, groupTitle = ''): AccessPolicyValues {
  const { approvers } = policy;
  return {
    requestable: policy.requestable,
    approvers: approvers.kind,
    people: approvers.kind === 'people' ? approvers.userIds.map(nameOf) : [],
    group: approvers.kind === 'group' ? [{ id: groupTitle || approvers.groupId, label: groupTitle || approvers.groupId, kind: 'group', groupId: approvers.groupId }] : [],
    unlimited: policy.maxDays === null,
    maxDays: policy.maxDays === null ? DEFAULT_DAYS : String(policy.maxDays),
    question: policy.question ?? '',
  };
}

export function policyOfValues(values: AccessPolicyValues): Omit<AccessPolicyWire, 'toolId'> {
  const approvers: AccessApprovers =
    values.approvers === 'group'
      ? { kind: 'group', groupId: values.group[0]?.groupId ?? '' }
      : values.approvers === 'people'
        ? { kind: 'people', userIds: values.people.map((person) => person.id) }
        : { kind: 'managers' };
  return {
    requestable: values.requestable,
    approvers,
    maxDays: values.unlimited ? null : Number(values.maxDays),
    question: values.question.trim() || null,
  };
}

/** The shared rules the settings break (`checkAccessPolicy`); none while the tool is not requestable. */
export function accessPolicyViolationsOf(values: AccessPolicyValues): RuleViolation[] {
  return values.requestable ? checkAccessPolicy(policyOfValues(values)) : [];
}

/** The translated message of the first rule `field` breaks, if any. */
export function accessErrorOf(violations: readonly RuleViolation[], field: string, t: TFunction): string | undefined {
  const violation = violations.find((found) => found.field === field);
  return violation ? t(`errors.codes.${violation.code}`, violation.params ?? {}) : undefined;
}
