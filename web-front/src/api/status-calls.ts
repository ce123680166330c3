import type { StatusCheckSettings, StatusHistory, ToolStatusView } from '@contracts';
import { apiRequest } from './client';

/** The statuses of the checked tools the caller sees, by tool id (read from the server's read model). */
export function getToolStatuses(): Promise<Record<string, ToolStatusView>> {
  return apiRequest<Record<string, ToolStatusView>>('GET', 'toolStatuses', { globalFailures: false });
}

/** A tool's check, status and history, for its editors (403 for anyone else). */
export function getToolStatusHistory(toolId: string): Promise<StatusHistory> {
  return apiRequest<StatusHistory>('GET', `admin/tool-status/${encodeURIComponent(toolId)}`, { globalFailures: false });
}

export function saveStatusCheck(toolId: string, body: StatusCheckSettings): Promise<StatusHistory> {
  return apiRequest<StatusHistory>('PUT', `admin/tool-status/${encodeURIComponent(toolId)}`, { body });
}

export function removeStatusCheck(toolId: string): Promise<StatusHistory> {
  return apiRequest<StatusHistory>('DELETE', `admin/tool-status/${encodeURIComponent(toolId)}`);
}

export function declareMaintenance(toolId: string, body: { message: string; until: string }): Promise<StatusHistory> {
  return apiRequest<StatusHistory>('PUT', `admin/tool-status/${encodeURIComponent(toolId)}/maintenance`, { body });
}

export function endMaintenance(toolId: string): Promise<StatusHistory> {
  return apiRequest<StatusHistory>('DELETE', `admin/tool-status/${encodeURIComponent(toolId)}/maintenance`);
}
