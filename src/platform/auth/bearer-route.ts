import type { ApiTokenScope } from '../../contracts/api-tokens';

/**
 * Metadata of a route only a program's token may call (`@BearerRoute`, api-tokens module): the scopes that
 * open it. The access guard leaves such a route to the token guard, and never reads a session for it.
 */
export const BEARER_SCOPES = 'auth:bearer-scopes';

/** The token a bearer route's call was verified with (`req.apiToken`). */
export interface ApiTokenPrincipal {
  id: string;
  name: string;
  scopes: readonly ApiTokenScope[];
}

/** Whether a request carries `Authorization: Bearer …`: a program's call, whose cookies never count. */
export function carriesBearer(authorization: string | undefined): boolean {
  return /^Bearer\s/i.test(authorization ?? '');
}
