import { apiTokenHashOf, apiTokenHintOf, bearerSecretOf, newApiTokenSecret } from './api-token-secret';

describe('API token secrets', () => {
  it('makes a different 256-bit secret every time, in the shape a bearer header is read by', () => {
    const [first, second] = [newApiTokenSecret(), newApiTokenSecret()];
    expect(first).not.toBe(second);
    expect(bearerSecretOf(`Bearer ${first}`)).toBe(first);
    expect(Buffer.from(first.slice(4), 'base64url')).toHaveLength(32);
  });

  it('stores a hash that is not the secret and a hint of its first characters only', () => {
    const secret = newApiTokenSecret();
    expect(apiTokenHashOf(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(apiTokenHashOf(secret)).toBe(apiTokenHashOf(secret));
    expect(apiTokenHintOf(secret)).toBe(secret.slice(0, 8));
  });

  it('reads no secret from another scheme, another kind of token or a missing header', () => {
    const secret = newApiTokenSecret();
    expect(bearerSecretOf(undefined)).toBeNull();
    expect(bearerSecretOf(`Basic ${secret}`)).toBeNull();
    expect(bearerSecretOf('Bearer a-monitoring-token-of-forty-characters-long-xx')).toBeNull();
    expect(bearerSecretOf(`Bearer ${secret}x`)).toBeNull();
    expect(bearerSecretOf(`bearer  ${secret} `)).toBe(secret);
  });
});
