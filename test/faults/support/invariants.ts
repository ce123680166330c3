import { CHECKED_INTENT_KINDS, CHECKED_REQUEST_STATUSES, DeletionIntent, findInconsistencies, Inconsistency } from '../../../src/approvals/consistency/find-inconsistencies';
import { CHANGE_INTENTS_COLLECTION } from '../../../src/platform/outbox/change-intents';
import { TOOL_STATE_FIELDS, toRequestState } from '../../../src/tools/workflow/tool-request-state';
import type { FaultStack } from './stack';

/**
 * Tools against approvals, read from the stack's database after a fault, judged by the reconciler's
 * own checker: every half-done sequence it would repair, deletions cut short included (empty when consistent).
 */
export async function approvalBreaches(stack: FaultStack): Promise<Inconsistency[]> {
  const db = await stack.db();
  const [tools, requests, categories, intents] = await Promise.all([
    db.collection('apps').find({}, { projection: TOOL_STATE_FIELDS }).toArray(),
    db.collection('validations').find({ status: { $in: [...CHECKED_REQUEST_STATUSES] } }, { projection: { app: 1, status: 1, created_time: 1, decided_time: 1 } }).toArray(),
    db.collection('categories').find({}, { projection: { _id: 1 } }).toArray(),
    db.collection(CHANGE_INTENTS_COLLECTION).find({ kind: { $in: [...CHECKED_INTENT_KINDS] } }).toArray(),
  ]);
  return findInconsistencies(
    {
      tools: tools.map((tool) => toRequestState(tool as Parameters<typeof toRequestState>[0])),
      requests: requests as unknown as Parameters<typeof findInconsistencies>[0]['requests'],
      categoryIds: new Set(categories.map((category) => String(category._id))),
      intents: intents as unknown as DeletionIntent[],
    },
    new Date(),
  );
}
