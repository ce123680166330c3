import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';

/**
 * The provider's metadata, discovered on first use and discovered again after a failure,
 * so the api starts (and serves everything else) even while the identity provider is down.
 */
@Injectable()
export class OidcDiscovery {
  private configuration?: Promise<oidc.Configuration>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get callbackUrl(): string {
    return new URL('/api/auth/callback', this.config.PUBLIC_URL).toString();
  }

  get(): Promise<oidc.Configuration> {
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

  async endSessionUrl(idToken: string | undefined): Promise<string | null> {
    try {
      const configuration = await this.get();
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
