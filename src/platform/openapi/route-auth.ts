import { SetMetadata } from '@nestjs/common';

export const BEARER_SCOPES = 'auth:bearer-scopes';

/**
 * Marks a route (or a controller) as called by programs with an API token (`Authorization: Bearer`)
 * holding one of `scopes`, instead of the session cookie. The OpenAPI document reads it to give the
 * route the bearer security scheme; the token guard applies it with its own checks (`@BearerRoute`
 * composes this with `applyDecorators`), so a route declares its kind of caller once.
 */
export const DeclareBearerRoute = (...scopes: string[]) => SetMetadata(BEARER_SCOPES, scopes);
