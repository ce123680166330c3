import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { IDToken, TokenEndpointResponse, TokenEndpointResponseHelpers } from 'openid-client';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { LazyOidcStrategy } from './lazy-oidc.strategy';
import { OidcDiscovery } from './oidc-discovery.service';
import type { SignInRequest } from './sign-in-transactions';

/** Who signed in, as the callback hands it to the controller (the ID token is checked, then dropped). */
export interface SignedIn {
  loginId: string;
}

/** The company's OpenID Connect provider as a @nestjs/passport strategy named "oidc". */
@Injectable()
export class OidcStrategy extends PassportStrategy(LazyOidcStrategy, 'oidc') {
  constructor(
    discovery: OidcDiscovery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super({
      discover: () => discovery.get(),
      // Passport keeps one strategy per name for the whole process: the request carries its own app's store.
      beforeRedirect: (req) => (req as SignInRequest).saveSignInTransaction?.() ?? Promise.resolve(),
      scope: config.OIDC_SCOPES,
      callbackURL: discovery.callbackUrl,
      sessionKey: 'oidc',
    });
  }

  /** Matches the person to the directory by the configured login-id claim. */
  validate(tokens: TokenEndpointResponse & TokenEndpointResponseHelpers): SignedIn {
    const claims: IDToken | undefined = tokens.claims();
    const loginId = claims?.[this.config.OIDC_LOGIN_CLAIM] ?? claims?.sub;
    if (typeof loginId !== 'string' || !loginId) throw new Error(`the identity token has no ${this.config.OIDC_LOGIN_CLAIM} claim`);
    return { loginId };
  }
}
