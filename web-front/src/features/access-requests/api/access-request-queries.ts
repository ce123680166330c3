import { queryOptions } from '@tanstack/react-query';
import { ACCESS_REQUEST_LIMITS, type Language } from '@contracts';
import { getAccessRequestsToDecide, getMyAccessRequests, getRecentlyDecidedAccessRequests, getRequestableTools } from '@/api/access-request-calls';
import { afterNextPaint } from '@/lib/after-paint';

/** Every query of the feature starts with this key: a request or a withdrawal reads them all again. */
export const ACCESS_REQUESTS_QUERY_ROOT = 'access-requests';

/** A convenience beside the wall: a failed read only hides the "Request access" entries. */
export function requestableToolsQuery(language: Language) {
  return queryOptions({
    queryKey: [ACCESS_REQUESTS_QUERY_ROOT, 'requestable', language],
    queryFn: () => afterNextPaint().then(() => getRequestableTools(language)),
    meta: { call: 'GET access-requests/requestable', quiet: true },
  });
}

export function myAccessRequestsQuery(language: Language) {
  return queryOptions({
    queryKey: [ACCESS_REQUESTS_QUERY_ROOT, 'mine', language],
    queryFn: () => getMyAccessRequests(language),
    meta: { call: 'GET access-requests/mine' },
  });
}

/** One tool's waiting requests that the caller may decide: the most a page holds, which a tool rarely exceeds. */
export function accessRequestsToDecideQuery(language: Language, toolId: string) {
  return queryOptions({
    queryKey: [ACCESS_REQUESTS_QUERY_ROOT, 'to-decide', toolId, language],
    queryFn: () => getAccessRequestsToDecide(language, ACCESS_REQUEST_LIMITS.maxPageSize, toolId),
    meta: { call: 'GET access-requests/to-decide', quiet: true },
  });
}

/** One tool's requests that another approver decided lately: who decided and when. */
export function recentlyDecidedAccessRequestsQuery(language: Language, toolId: string) {
  return queryOptions({
    queryKey: [ACCESS_REQUESTS_QUERY_ROOT, 'decided', toolId, language],
    queryFn: () => getRecentlyDecidedAccessRequests(language, toolId),
    meta: { call: 'GET access-requests/decided', quiet: true },
  });
}
