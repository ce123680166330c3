import { devstackConfig, seedConfig } from './tooling-config';

describe('the development tools’ configuration', () => {
  it('lets the dev stack reuse the services named, and start its own for the others (an empty variable is unset)', () => {
    const config = devstackConfig({ MONGO_URL: 'mongodb://127.0.0.1:27017/portal', REDIS_URL: '', PATH: '/usr/bin' });
    expect(config.MONGO_URL).toBe('mongodb://127.0.0.1:27017/portal');
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.OIDC_ISSUER).toBeUndefined();
    expect(config.PATH).toBe('/usr/bin');
  });

  it('refuses a service address of the wrong kind, naming the variable', () => {
    expect(() => devstackConfig({ REDIS_URL: 'mongodb://127.0.0.1:27017' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
  });

  it('requires the seed’s database address', () => {
    expect(() => seedConfig({})).toThrow(/MONGO_URL: is not set/);
    expect(() => seedConfig({ MONGO_URL: 'http://example.test' })).toThrow(/MONGO_URL: must start with mongodb:\/\//);
    expect(seedConfig({ MONGO_URL: 'mongodb://127.0.0.1:27017/portal', NODE_ENV: 'test' })).toEqual({ MONGO_URL: 'mongodb://127.0.0.1:27017/portal', NODE_ENV: 'test' });
  });
});
