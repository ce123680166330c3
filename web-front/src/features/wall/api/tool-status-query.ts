import { queryOptions } from '@tanstack/react-query';
import { getToolStatuses } from '@/api/status-calls';

/** The tiles' statuses: read once for every tile of the page, again every minute (the checks' shortest interval). */
export const STATUS_REFRESH_MS = 60_000;

export function toolStatusQuery() {
  return queryOptions({
    queryKey: ['toolStatuses'],
    queryFn: getToolStatuses,
    staleTime: STATUS_REFRESH_MS / 2,
    refetchInterval: STATUS_REFRESH_MS,
    // A status is a hint: a failed read shows no mark and is not an error on the page.
    meta: { call: 'GET toolStatuses', quiet: true },
    retry: false,
  });
}
