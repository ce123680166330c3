import type { AccessGrantWire, AccessPolicyWire, AccessRequestWire } from '@contracts';
import { API_ROOT, type httpClient } from '../httpClient';

/** A page of the waiting requests the caller may decide. */
export interface AccessRequestPage {
  items: AccessRequestWire[];
  total: number;
}

/** Access requests (issue 35): a tool's policy, the requests to decide, an administrator's direct grant. */
export interface AccessRequestMethods {
  getAccessPolicy(toolId: string): Promise<AccessPolicyWire>;
  saveAccessPolicy(toolId: string, policy: Omit<AccessPolicyWire, 'toolId'>): Promise<AccessPolicyWire>;
  getAccessRequestsToDecide(page: number, perPage: number): Promise<AccessRequestPage>;
  /** The caller's requests that another approver decided lately: who decided and when. */
  getRecentlyDecidedAccessRequests(): Promise<AccessRequestWire[]>;
  /** `days`: fewer days than asked; null grants those asked. */
  approveAccessRequest(id: string, days: number | null): Promise<AccessRequestWire>;
  /** The reason is mailed to the requester. */
  refuseAccessRequest(id: string, reason: string): Promise<AccessRequestWire>;
  /** A tool's running grants and their ends (its editors only). */
  getToolGrants(toolId: string): Promise<AccessGrantWire[]>;
  /** `endsAt`: an ISO date, or null for a grant without end. */
  grantAccess(toolId: string, userId: string, endsAt: string | null): Promise<AccessRequestWire>;
}

const ROOT = `${API_ROOT}/access-requests`;
const policyOf = (toolId: string) => `${ROOT}/tools/${encodeURIComponent(toolId)}/policy`;

export function createAccessRequestMethods(client: typeof httpClient): AccessRequestMethods {
  const send = async <T>(url: string, method: string, body: unknown) => (await client(url, { method, body: JSON.stringify(body) })).json as T;
  return {
    async getAccessPolicy(toolId) {
      return (await client(policyOf(toolId))).json as AccessPolicyWire;
    },
    saveAccessPolicy: (toolId, policy) => send(policyOf(toolId), 'PUT', policy),
    async getAccessRequestsToDecide(page, perPage) {
      return (await client(`${ROOT}/to-decide?page=${page}&perPage=${perPage}`)).json as AccessRequestPage;
    },
    async getRecentlyDecidedAccessRequests() {
      return ((await client(`${ROOT}/decided`)).json as { items: AccessRequestWire[] }).items;
    },
    approveAccessRequest: (id, days) => send(`${ROOT}/${encodeURIComponent(id)}/approve`, 'PUT', days === null ? {} : { days }),
    refuseAccessRequest: (id, reason) => send(`${ROOT}/${encodeURIComponent(id)}/refuse`, 'PUT', { reason }),
    async getToolGrants(toolId) {
      return (await client(`${ROOT}/tools/${encodeURIComponent(toolId)}/grants`)).json as AccessGrantWire[];
    },
    grantAccess: (toolId, userId, endsAt) => send(`${ROOT}/tools/${encodeURIComponent(toolId)}/grants`, 'POST', { userId, endsAt }),
  };
}
