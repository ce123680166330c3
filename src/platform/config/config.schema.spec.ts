import { loadConfig } from './config.schema';

const valid = {
  MONGO_URL: 'mongodb://127.0.0.1:27017/portal',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  OIDC_ISSUER: 'http://127.0.0.1:4010',
  OIDC_CLIENT_ID: 'portal',
  OIDC_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('configuration validated at start', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig(valid);
    expect(config.PORT).toBe(3000);
    expect(config.OIDC_LOGIN_CLAIM).toBe('preferred_username');
  });

  it('names a missing variable', () => {
    const { MONGO_URL: _omitted, ...rest } = valid;
    expect(() => loadConfig(rest)).toThrow(/MONGO_URL: missing/);
  });

  it('names a malformed variable and every other bad one at once', () => {
    expect(() => loadConfig({ ...valid, REDIS_URL: 'http://x', PORT: 'eighty' })).toThrow(/REDIS_URL[\s\S]*PORT|PORT[\s\S]*REDIS_URL/);
  });

  it('serves no metrics by default, on loopback when asked, and never on the public port', () => {
    expect(loadConfig(valid)).toMatchObject({ METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({ ...valid, METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ ...valid, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...valid, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ ...valid, PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });

  it('reads Redis Sentinels as host:port pairs with the name of their primary, and names a malformed list', () => {
    expect(loadConfig(valid)).toMatchObject({ REDIS_SENTINELS: [], REDIS_SENTINEL_NAME: '' });
    const config = loadConfig({ ...valid, REDIS_SENTINELS: ' 10.0.0.1:26379, redis-b.internal:26380,[::1]:26381', REDIS_SENTINEL_NAME: 'portal' });
    expect(config.REDIS_SENTINELS).toEqual([
      { host: '10.0.0.1', port: 26379 },
      { host: 'redis-b.internal', port: 26380 },
      { host: '::1', port: 26381 },
    ]);
    expect(() => loadConfig({ ...valid, REDIS_SENTINELS: '10.0.0.1:26379,10.0.0.2', REDIS_SENTINEL_NAME: 'portal' })).toThrow(
      /REDIS_SENTINELS: must be a comma-separated list of host:port \(not "10.0.0.2"\)/,
    );
    expect(() => loadConfig({ ...valid, REDIS_SENTINELS: 'a:99999', REDIS_SENTINEL_NAME: 'portal' })).toThrow(/REDIS_SENTINELS/);
    expect(() => loadConfig({ ...valid, REDIS_SENTINELS: '10.0.0.1:26379' })).toThrow(/REDIS_SENTINEL_NAME: missing \(required with REDIS_SENTINELS/);
  });

  it('refuses a short monitoring token in any environment, and takes none by default', () => {
    expect(() => loadConfig({ ...valid, MONITORING_TOKEN: 'short' })).toThrow(/MONITORING_TOKEN: must be empty or at least 32/);
    expect(loadConfig(valid).MONITORING_TOKEN).toBe('');
  });

  it("takes production's waits by default and refuses a wait that is not a number, naming it", () => {
    expect(loadConfig(valid)).toMatchObject({ RECORD_LOCK_TTL_MS: 10_000, OUTBOX_RELAY_GRACE_MS: 10_000, RECONCILE_EVERY_MS: 300_000 });
    expect(loadConfig({ ...valid, OUTBOX_RELAY_GRACE_MS: '3000' }).OUTBOX_RELAY_GRACE_MS).toBe(3000);
    expect(() => loadConfig({ ...valid, OUTBOX_RELAY_GRACE_MS: 'soon' })).toThrow(/OUTBOX_RELAY_GRACE_MS/);
    // The holder of a record lock stops trusting it 2 s before it expires: shorter than 4 s is refused.
    expect(() => loadConfig({ ...valid, RECORD_LOCK_TTL_MS: '1000' })).toThrow(/RECORD_LOCK_TTL_MS/);
    // The Usage page's locks are never renewed: 60 s by default, and shorter than 5 s is refused.
    expect(loadConfig(valid).USAGE_LOCK_TTL_MS).toBe(60_000);
    expect(() => loadConfig({ ...valid, USAGE_LOCK_TTL_MS: '1000' })).toThrow(/USAGE_LOCK_TTL_MS/);
  });

  it('refuses a short session secret', () => {
    expect(() => loadConfig({ ...valid, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig({ ...valid, NODE_ENV: 'production', SESSION_SECRET: `dev-${'x'.repeat(40)}` })).toThrow(/production/);
  });

  describe('in production', () => {
    const production = {
      ...valid,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tools.example.com',
      OIDC_ISSUER: 'https://login.example.com/realms/company',
      OIDC_CLIENT_SECRET: 'Qx7vR2mP9kL4sT8wZ1nB6cD3fG5hJ0aY',
      SESSION_SECRET: '3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a',
    };

    it('starts with strong secrets and https addresses', () => {
      expect(loadConfig(production).NODE_ENV).toBe('production');
      // A loopback issuer may speak plain http (a provider on the same host).
      expect(loadConfig({ ...production, OIDC_ISSUER: 'http://127.0.0.1:8080' }).OIDC_ISSUER).toBe('http://127.0.0.1:8080');
    });

    it.each([
      ['SESSION_SECRET', 'change-me-to-32-or-more-random-characters', /SESSION_SECRET: a placeholder/],
      ['OIDC_CLIENT_SECRET', 'change-me', /OIDC_CLIENT_SECRET: a placeholder/],
      ['SESSION_SECRET', 'ab'.repeat(32), /SESSION_SECRET: not random: it repeats a short pattern/],
      ['SESSION_SECRET', 'abcdef0123456789abcdef0123456789', /SESSION_SECRET: shorter than 32 random bytes/],
      ['OIDC_CLIENT_SECRET', 'secret', /OIDC_CLIENT_SECRET: a placeholder/],
      ['OIDC_CLIENT_SECRET', 'k3J9xQ2p', /OIDC_CLIENT_SECRET: shorter than 32/],
      ['PUBLIC_URL', 'http://tools.example.com', /PUBLIC_URL: must be an https/],
      ['OIDC_ISSUER', 'http://login.example.com/realms/company', /OIDC_ISSUER: must be an https/],
    ])('refuses %s=%s, naming the variable', (name, value, message) => {
      expect(() => loadConfig({ ...production, [name]: value })).toThrow(message);
    });

    // Long enough, and accepted before: a repeating value holds as little as its pattern.
    it.each([
      ['abcdefgh ×8', 'abcdefgh'.repeat(8), /SESSION_SECRET: not random: it repeats a short pattern/],
      ['0123456789abcdef ×4', '0123456789abcdef'.repeat(4), /SESSION_SECRET: not random: it repeats a short pattern/],
      ['a placeholder with a suffix', `secret-${'3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a'}`, /SESSION_SECRET: a placeholder/],
      ['a password with digits', `password${'7'.repeat(2)}${'Qx7vR2mP9kL4sT8wZ1nB6cD3fG5hJ0aYz9Xw'}`, /SESSION_SECRET: a placeholder/],
      ['an alphabet run', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', /SESSION_SECRET: not random: it repeats a short pattern or runs through a sequence/],
      ['few distinct characters', 'd13abebdae2ab33b2be3ab2a3a2ae1c31ebce1b2dbeba24e3d44dc212bce4d4c', /SESSION_SECRET: not random: it uses fewer than 10 distinct characters/],
    ])('refuses a weak SESSION_SECRET (%s)', (_case, value, message) => {
      expect(() => loadConfig({ ...production, SESSION_SECRET: value })).toThrow(message);
    });

    it.each([
      ['openssl rand -hex 32', 'c41d5e7a90b3f28e6d1a4c7b3e9f0a2d58b6e1c4f7a0d3b9e2c5f8a1d4b7e0c3'],
      ['openssl rand -base64 32', 'q3Jv9Z+4kTn1WbXe/0yRfLm8sUaH6dGc2P7oQiVx5Ew='],
    ])('accepts a good random SESSION_SECRET (%s)', (_case, value) => {
      expect(loadConfig({ ...production, SESSION_SECRET: value }).SESSION_SECRET).toBe(value);
    });

    it('refuses a client secret repeating a pattern, and a weak monitoring token', () => {
      expect(() => loadConfig({ ...production, OIDC_CLIENT_SECRET: 'abcd'.repeat(8) })).toThrow(/OIDC_CLIENT_SECRET: not random/);
      expect(() => loadConfig({ ...production, MONITORING_TOKEN: 'abcdefgh'.repeat(8) })).toThrow(/MONITORING_TOKEN: not random/);
      expect(loadConfig({ ...production, MONITORING_TOKEN: 'c41d5e7a90b3f28e6d1a4c7b3e9f0a2d58b6e1c4f7a0d3b9e2c5f8a1d4b7e0c3' }).MONITORING_TOKEN).toHaveLength(64);
    });

    it('refuses the .env.example values all at once, one line each', () => {
      const example = { ...production, SESSION_SECRET: 'change-me-to-32-or-more-random-characters', OIDC_CLIENT_SECRET: 'change-me', PUBLIC_URL: 'http://tools.example.com' };
      expect(() => loadConfig(example)).toThrow(/SESSION_SECRET[\s\S]*OIDC_CLIENT_SECRET[\s\S]*PUBLIC_URL/);
    });

    it('accepts in development what production refuses', () => {
      expect(loadConfig({ ...valid, SESSION_SECRET: 'change-me-to-32-or-more-random-characters', PUBLIC_URL: 'http://127.0.0.1:3000' }).NODE_ENV).toBe('development');
    });
  });
});
