import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { ApiTokenScope } from '../../contracts';
import { type ApiTokenPrincipal, BEARER_SCOPES } from '../../platform/auth/bearer-route';
import type { AuthenticatedRequest } from '../../platform/auth/principal';

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
