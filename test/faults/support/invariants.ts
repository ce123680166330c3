import type { FaultStack } from './stack';

/**
 * Tools against approvals, read from the database after a fault: every tool flagged as waiting has
 * exactly one open request, and every open request belongs to a live tool flagged as waiting.
 * Returns the breaches in words (empty when consistent). Replace with the reconciler's own checker
 * (issue 11, branch core) once it is merged.
 */
export async function approvalBreaches(stack: FaultStack): Promise<string[]> {
  const db = await stack.db();
  const [tools, pending] = await Promise.all([
    db.collection('apps').find({ deleted: { $ne: true } }, { projection: { has_pending_validation: 1, title: 1 } }).toArray(),
    db.collection('validations').find({ status: 'pending' }, { projection: { app: 1 } }).toArray(),
  ]);
  const openPerTool = new Map<string, number>();
  for (const request of pending) openPerTool.set(String(request.app), (openPerTool.get(String(request.app)) ?? 0) + 1);
  const breaches: string[] = [];
  const liveIds = new Set(tools.map((tool) => String(tool._id)));
  for (const tool of tools) {
    const open = openPerTool.get(String(tool._id)) ?? 0;
    if (tool.has_pending_validation && open !== 1) breaches.push(`tool ${tool._id} waits for approval with ${open} open requests`);
    if (!tool.has_pending_validation && open > 0) breaches.push(`tool ${tool._id} has ${open} open requests but does not wait for approval`);
  }
  for (const [toolId, open] of openPerTool) if (!liveIds.has(toolId)) breaches.push(`${open} open requests for a missing or deleted tool ${toolId}`);
  return breaches;
}
