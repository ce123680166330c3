import { findInconsistencies, Inconsistency } from '../../../src/approvals/consistency/find-inconsistencies';
import type { FaultStack } from './stack';

/**
 * Tools against approvals, read from the stack's database after a fault, by the reconciler's own
 * checker: every half-done sequence it would repair (empty when consistent).
 */
export async function approvalBreaches(stack: FaultStack): Promise<Inconsistency[]> {
  return findInconsistencies(await stack.db());
}
