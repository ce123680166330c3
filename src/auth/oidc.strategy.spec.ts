import type { AppConfig } from '../platform/config/config.schema';
import type { OidcDiscovery } from './oidc-discovery.service';
import { OidcStrategy } from './oidc.strategy';

/** The person is matched to the directory by the configured login-id claim (issue: identity and access). */
describe('OidcStrategy.validate: the login id from the identity token', () => {
  const strategyReading = (claim: string) =>
    new OidcStrategy({ get: () => Promise.reject(new Error('not used')), callbackUrl: 'http://127.0.0.1/api/auth/callback' } as unknown as OidcDiscovery, {
      OIDC_LOGIN_CLAIM: claim,
      OIDC_SCOPES: 'openid profile',
    } as AppConfig);
  const tokens = (claims: Record<string, unknown> | undefined) => ({ id_token: 'the.id.token', claims: () => claims }) as never;

  it('reads the configured claim, not the subject', () => {
    const signedIn = strategyReading('upn').validate(tokens({ sub: 'opaque-1234', upn: 'emma.employee', preferred_username: 'someone.else' }));
    // The ID token is checked at sign-in and not kept: nothing of it reaches the session.
    expect(signedIn).toEqual({ loginId: 'emma.employee' });
  });

  it('reads preferred_username by default', () => {
    expect(strategyReading('preferred_username').validate(tokens({ sub: 'opaque-1234', preferred_username: 'c_carla' })).loginId).toBe('c_carla');
  });

  it('falls back to the subject when the claim is absent, and refuses a token without either', () => {
    expect(strategyReading('upn').validate(tokens({ sub: 'emma.employee' })).loginId).toBe('emma.employee');
    expect(() => strategyReading('upn').validate(tokens({ upn: 42 }))).toThrow(/no upn claim/);
    expect(() => strategyReading('upn').validate(tokens(undefined))).toThrow(/no upn claim/);
  });
});
