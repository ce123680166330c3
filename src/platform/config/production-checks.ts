import type { AppConfig } from './config.schema';

/**
 * Values that only make sense on a developer's machine. Each problem names its variable, so the
 * operator reading the start-up failure knows what to change.
 */

/** The `.env.example` values and the usual stand-ins people leave in a copied file. */
const PLACEHOLDERS = [/^change-?me/i, /^dev-/i, /^(secret|password|example|todo|xxx+|test)$/i, /^your[-_ ]/i];

function isPlaceholder(value: string): boolean {
  return PLACEHOLDERS.some((pattern) => pattern.test(value.trim()));
}

/**
 * Bits of randomness the value can hold at most, from the alphabet it is written in: hex carries 4
 * bits a character, base64 6. A value repeating a few characters holds little, whatever its length.
 */
function estimatedBits(value: string): number {
  const distinct = new Set(value).size;
  if (distinct < 8) return 0;
  const perCharacter = /^[0-9a-f]+$/i.test(value) ? 4 : /^[A-Za-z0-9_+/=-]+$/.test(value) ? 5.9 : 6;
  return Math.floor(value.length * perCharacter);
}

/** 32 random bytes, the strength of the session secret (which signs the CSRF tokens). */
const SESSION_SECRET_BITS = 256;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

export function productionProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (isPlaceholder(config.SESSION_SECRET)) problems.push('SESSION_SECRET: a placeholder or development value; generate one with `openssl rand -hex 32`');
  else if (estimatedBits(config.SESSION_SECRET) < SESSION_SECRET_BITS)
    problems.push('SESSION_SECRET: shorter than 32 random bytes; generate one with `openssl rand -hex 32`');
  if (isPlaceholder(config.OIDC_CLIENT_SECRET)) problems.push("OIDC_CLIENT_SECRET: a placeholder value; use the secret your identity provider issued");
  else if (config.OIDC_CLIENT_SECRET.length < 32 || new Set(config.OIDC_CLIENT_SECRET).size < 8)
    problems.push('OIDC_CLIENT_SECRET: shorter than 32 random characters');
  if (!config.PUBLIC_URL.startsWith('https:')) problems.push('PUBLIC_URL: must be an https:// address in production (cookies are Secure, HSTS is sent)');
  const issuer = new URL(config.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !isLoopbackHost(issuer.hostname)) problems.push('OIDC_ISSUER: must be an https:// address in production (plain http only on loopback)');
  return problems;
}
