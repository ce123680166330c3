import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ApiTokenScope } from '../../contracts/api-tokens';
import type { AuthenticatedRequest, Principal } from './principal';

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

/**
 * The caller a token's call is made as when it goes through the back-office's own commands and queries:
 * no person, the `integration` role (it reads the whole catalogue, may propose a change to any tool, and
 * every change it proposes waits for an administrator: `contracts/tool-access.ts`). Its id is the token's,
 * and its name the token's, so the activity log and the approval say which program acted.
 */
export function principalOfToken(token: ApiTokenPrincipal): Principal {
  return {
    loginId: `api-token:${token.id}`,
    userId: token.id,
    registered: true,
    disabled: false,
    roles: ['integration'],
    subsidiaryId: null,
    fullname: `API token "${token.name}"`,
    language: 'en',
    groups: [],
  };
}

/**
 * Marks a controller or a route as a program's: it answers only `Authorization: Bearer <secret>` of a usable
 * API token holding at least one of `scopes` (401 without one, 403 without the scope), never a session
 * cookie, and needs no CSRF token. The token guard decides before the body is read.
 */
export const BearerRoute = (...scopes: [ApiTokenScope, ...ApiTokenScope[]]) => SetMetadata(BEARER_SCOPES, scopes);

/** The token a bearer route was called with: `{ id, name, scopes }`. */
export const CurrentToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): ApiTokenPrincipal => {
  const token = ctx.switchToHttp().getRequest<AuthenticatedRequest>().apiToken;
  if (!token) throw new Error('CurrentToken used outside a @BearerRoute');
  return token;
});
