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

  it('refuses a short session secret', () => {
    expect(() => loadConfig({ ...valid, SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig({ ...valid, NODE_ENV: 'production', SESSION_SECRET: `dev-${'x'.repeat(40)}` })).toThrow(/production/);
  });
});
