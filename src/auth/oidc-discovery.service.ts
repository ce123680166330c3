import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { isLoopbackHost } from '../platform/config/production-checks';

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
      const issuer = new URL(this.config.OIDC_ISSUER);
      // Plain http only to a provider on this host (the embedded development one); anything else must be https.
      const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
      this.configuration = oidc
        .discovery(issuer, this.config.OIDC_CLIENT_ID, this.config.OIDC_CLIENT_SECRET, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error) => {
          this.configuration = undefined;
          throw error;
        });
    }
    return this.configuration;
  }

  /**
   * The provider's end-session address (OpenID Connect RP-Initiated Logout): our `client_id` and the
   * registered `post_logout_redirect_uri`, without `id_token_hint`, as the address is opened by the
   * browser. A provider may then ask the person to confirm that they sign out of it too.
   */
  async endSessionUrl(): Promise<string | null> {
    try {
      const configuration = await this.get();
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(configuration, { client_id: this.config.OIDC_CLIENT_ID, post_logout_redirect_uri: new URL('/', this.config.PUBLIC_URL).toString() })
        .toString();
    } catch {
      return null;
    }
  }
}
