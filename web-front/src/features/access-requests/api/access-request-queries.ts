import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@contracts';
import { getMyAccessRequests, getRequestableTools } from '@/api/access-request-calls';

/** Every query of the feature starts with this key: a request or a withdrawal reads them all again. */
export const ACCESS_REQUESTS_QUERY_ROOT = 'access-requests';

/** A convenience beside the wall: a failed read only hides the "Request access" entries. */
export function requestableToolsQuery(language: Language) {
  return queryOptions({
    queryKey: [ACCESS_REQUESTS_QUERY_ROOT, 'requestable', language],
    queryFn: () => getRequestableTools(language),
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
