import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * The relying party side of OpenID Connect: authorization code flow with PKCE, state and nonce.
 * Discovery is lazy and retried on the next sign-in, so the api starts even while the provider is down.
 */
@Injectable()
export class OidcClientService {
  private configuration?: Promise<oidc.Configuration>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get redirectUri(): string {
    return new URL('/api/auth/callback', this.config.PUBLIC_URL).toString();
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const insecure = this.config.OIDC_ISSUER.startsWith('http:');
      this.configuration = oidc
        .discovery(new URL(this.config.OIDC_ISSUER), this.config.OIDC_CLIENT_ID, this.config.OIDC_CLIENT_SECRET, undefined, {
          // The embedded development provider speaks plain http on loopback; production issuers use https.
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  async start(): Promise<AuthorizationStart> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.OIDC_SCOPES,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.toString(), state, nonce, verifier };
  }

  /** Exchanges the code; returns the login id claim and the id token (kept as a logout hint). */
  async finish(callbackUrl: URL, expected: { state: string; nonce: string; verifier: string }) {
    const configuration = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.verifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    const loginId = claims?.[this.config.OIDC_LOGIN_CLAIM] ?? claims?.sub;
    if (typeof loginId !== 'string' || !loginId) throw new Error(`The identity token has no ${this.config.OIDC_LOGIN_CLAIM} claim`);
    return { loginId, idToken: tokens.id_token };
  }

  async endSessionUrl(idToken: string | undefined): Promise<string | null> {
    try {
      const configuration = await this.discover();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(configuration, {
          post_logout_redirect_uri: new URL('/', this.config.PUBLIC_URL).toString(),
          ...(idToken ? { id_token_hint: idToken } : {}),
        })
        .toString();
    } catch {
      return null;
    }
  }
}
