import type { StatusHistory } from '@contracts';
import { API_ROOT, httpClient } from '../httpClient';

/** What the Status page saves of a check: the form's fields as the server reads them. */
export interface StatusCheckInput {
  url: string;
  accepted: string;
  intervalSeconds: number | null;
  timeoutMs: number | null;
  slowMs: number | null;
}

/** A tool's status check, maintenance and history, offered as data provider methods. */
export interface ToolStatusMethods {
  getToolStatus(toolId: string): Promise<{ data: StatusHistory }>;
  saveStatusCheck(toolId: string, check: StatusCheckInput): Promise<{ data: StatusHistory }>;
  removeStatusCheck(toolId: string): Promise<{ data: StatusHistory }>;
  declareMaintenance(toolId: string, maintenance: { message: string; until: string }): Promise<{ data: StatusHistory }>;
  endMaintenance(toolId: string): Promise<{ data: StatusHistory }>;
}

export function createToolStatusMethods(client: typeof httpClient): ToolStatusMethods {
  const path = (toolId: string, rest = '') => `${API_ROOT}/admin/tool-status/${encodeURIComponent(toolId)}${rest}`;
  const call = async (url: string, method = 'GET', body?: unknown) => {
    const { json } = await client(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { data: json as StatusHistory };
  };
  return {
    getToolStatus: (toolId) => call(path(toolId)),
    saveStatusCheck: (toolId, check) => call(path(toolId), 'PUT', check),
    removeStatusCheck: (toolId) => call(path(toolId), 'DELETE'),
    declareMaintenance: (toolId, maintenance) => call(path(toolId, '/maintenance'), 'PUT', maintenance),
    endMaintenance: (toolId) => call(path(toolId, '/maintenance'), 'DELETE'),
  };
}
