import type { AccessGrantWire, AccessPolicyWire, AccessRequestWire, Language, RequestableToolWire } from '@contracts';
import { apiRequest } from './client';

/** What one asks: the reason, the answer to the tool's question, and the days (null: unlimited). */
export interface AccessRequestSend {
  reason: string;
  answer?: string | null;
  days?: number | null;
}

/** Private tools the person could ask for: never their address. */
export function getRequestableTools(lang: Language): Promise<RequestableToolWire[]> {
  return apiRequest<RequestableToolWire[]>('GET', `access-requests/requestable?lang=${lang}`);
}

export function requestAccess(toolId: string, body: AccessRequestSend): Promise<AccessRequestWire> {
  return apiRequest<AccessRequestWire>('POST', `access-requests/tools/${encodeURIComponent(toolId)}`, { body });
}

/** The person's own requests, newest first. */
export function getMyAccessRequests(lang: Language): Promise<AccessRequestWire[]> {
  return apiRequest<AccessRequestWire[]>('GET', `access-requests/mine?lang=${lang}`);
}

export function withdrawAccessRequest(id: string): Promise<void> {
  return apiRequest<void>('POST', `access-requests/${encodeURIComponent(id)}/withdraw`, { body: {} });
}

/** A page of the waiting requests the caller may decide. */
export interface AccessRequestsToDecide {
  items: AccessRequestWire[];
  total: number;
}

/** One tool's waiting requests that the caller may decide, the first `perPage`. */
export function getAccessRequestsToDecide(lang: Language, perPage: number, toolId: string): Promise<AccessRequestsToDecide> {
  return apiRequest<AccessRequestsToDecide>('GET', `access-requests/to-decide?perPage=${perPage}&lang=${lang}&toolId=${encodeURIComponent(toolId)}`);
}

/** Requests of the caller's that another approver decided lately (who and when); `toolId`: one tool's. */
export function getRecentlyDecidedAccessRequests(lang: Language, toolId: string): Promise<{ items: AccessRequestWire[] }> {
  return apiRequest<{ items: AccessRequestWire[] }>('GET', `access-requests/decided?lang=${lang}&toolId=${encodeURIComponent(toolId)}`);
}

/** `days`: fewer days than asked; null grants those asked. */
export function approveAccessRequest(id: string, days: number | null = null): Promise<AccessRequestWire> {
  return apiRequest<AccessRequestWire>('PUT', `access-requests/${encodeURIComponent(id)}/approve`, { body: days === null ? {} : { days } });
}

/** The reason is mailed to the requester. */
export function refuseAccessRequest(id: string, reason: string): Promise<AccessRequestWire> {
  return apiRequest<AccessRequestWire>('PUT', `access-requests/${encodeURIComponent(id)}/refuse`, { body: { reason } });
}

/** A tool's access policy, for its editors (403/404 for anyone else). */
export function getAccessPolicy(toolId: string): Promise<AccessPolicyWire> {
  return apiRequest<AccessPolicyWire>('GET', `access-requests/tools/${encodeURIComponent(toolId)}/policy`, { globalFailures: false });
}

export function saveAccessPolicy(toolId: string, policy: Omit<AccessPolicyWire, 'toolId'>): Promise<AccessPolicyWire> {
  return apiRequest<AccessPolicyWire>('PUT', `access-requests/tools/${encodeURIComponent(toolId)}/policy`, { body: policy });
}

/** A tool's running grants and their ends, for its editors (403/404 for anyone else). */
export function getToolGrants(toolId: string): Promise<AccessGrantWire[]> {
  return apiRequest<AccessGrantWire[]>('GET', `access-requests/tools/${encodeURIComponent(toolId)}/grants`, { globalFailures: false });
}
