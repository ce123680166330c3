import type { ToolStatusView } from '@contracts';
import { apiRequest } from './client';

/** The statuses of the checked tools the caller sees, by tool id (read from the server's read model). */
export function getToolStatuses(): Promise<Record<string, ToolStatusView>> {
  return apiRequest<Record<string, ToolStatusView>>('GET', 'toolStatuses', { globalFailures: false });
}
