import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';

declare module '@tanstack/react-query' {
  interface Register {
    /** `call` names the api call in the failure log ("GET getApp failed"); `quiet` reads log nothing. */
    queryMeta: { call?: string; quiet?: boolean };
  }
}

/** Up to this many tries more for a call that failed on the way (no answer, or a gateway's 502-504). */
const RETRIES_AFTER_NETWORK_FAILURE = 1;

/** Only a call that got no useful answer is worth a second try: a 4xx will answer the same again. */
function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return !error.handled && (error.status === 0 || (error.status >= 502 && error.status <= 504));
}

/**
 * The front's one cache of server state. Failed reads are logged (spec section 8: lookups only log
 * their errors), except those the global handler already dealt with by leaving for an error page.
 * No refetch on focus: the lists that must follow the person's coming back refresh themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.quiet || (error instanceof ApiError && error.handled)) return;
        console.error(`${String(query.meta?.call ?? query.queryHash)} failed`, error);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < RETRIES_AFTER_NETWORK_FAILURE && isWorthRetrying(error),
      },
      mutations: { retry: false },
    },
  });
}
