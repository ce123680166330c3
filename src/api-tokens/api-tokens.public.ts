/**
 * What other modules may use of `api-tokens`: the decorators that make a route a program's, the token it was
 * called with, the scopes and the refusals. A bearer route needs nothing else: the token guard is global
 * (app.module.ts), so `@BearerRoute('scim')` on a controller is the whole of it.
 *
 *   @Controller('scim/v2') @BearerRoute('scim')
 *   class ScimUsersController { @Get('Users') list(@CurrentToken() token: ApiTokenPrincipal) { … } }
 */
export { API_TOKEN_SCOPES, type ApiTokenScope } from '../contracts/api-tokens';
export { BearerRoute, CurrentToken } from './bearer/bearer-route.decorator';
export type { ApiTokenPrincipal } from '../platform/auth/bearer-route';
export { ApiTokenNotAccepted, ApiTokenScopeMissing } from './bearer/api-token.errors';
export { ApiTokensModule } from './api-tokens.module';
