import type { AppConfig } from './config.schema';
import { weaknessOf, weaknessMessage } from './secret-strength';

/**
 * Values that only make sense on a developer's machine. Each problem names its variable, so the
 * operator reading the start-up failure knows what to change.
 */

/** 32 random bytes, the strength of the session secret (which signs the CSRF tokens) and of the monitoring token. */
const SECRET_BITS = 256;
/** What an identity provider issues (Keycloak: 32 characters). */
const CLIENT_SECRET_LENGTH = 32;

const GENERATE = 'generate one with `openssl rand -hex 32`';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function productionProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const session = weaknessOf(config.SESSION_SECRET, { minBits: SECRET_BITS });
  if (session) problems.push(weaknessMessage('SESSION_SECRET', session, 'shorter than 32 random bytes', GENERATE));
  const client = weaknessOf(config.OIDC_CLIENT_SECRET, { minLength: CLIENT_SECRET_LENGTH });
  if (client) problems.push(weaknessMessage('OIDC_CLIENT_SECRET', client, `shorter than ${CLIENT_SECRET_LENGTH} random characters`, 'use the secret your identity provider issued'));
  const monitoring = config.MONITORING_TOKEN ? weaknessOf(config.MONITORING_TOKEN, { minBits: SECRET_BITS }) : null;
  if (monitoring) problems.push(weaknessMessage('MONITORING_TOKEN', monitoring, 'shorter than 32 random bytes', GENERATE));
  if (!config.PUBLIC_URL.startsWith('https:')) problems.push('PUBLIC_URL: must be an https:// address in production (cookies are Secure, HSTS is sent)');
  const issuer = new URL(config.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !isLoopbackHost(issuer.hostname)) problems.push('OIDC_ISSUER: must be an https:// address in production (plain http only on loopback)');
  if (config.STATUS_CHECK_TEST_INTERVAL_MS) problems.push('STATUS_CHECK_TEST_INTERVAL_MS: tests only; a status check runs at most once a minute in production');
  return problems;
}
