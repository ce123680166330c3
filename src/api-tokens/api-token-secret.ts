import { createHash, randomBytes } from 'node:crypto';

/** Every secret starts so: a bearer value without it is not one of ours and is refused without a lookup. */
export const API_TOKEN_PREFIX = 'ptk_';
/** 32 random bytes: 256 bits, beyond any guessing, so one unsalted SHA-256 is enough to store it. */
const SECRET_BYTES = 32;
const SECRET = /^ptk_[A-Za-z0-9_-]{43}$/;
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;

/** A new secret, `ptk_` and 43 base64url characters. */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
}

/** What is stored and looked up: the hex SHA-256 of the secret. */
export function apiTokenHashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The first characters an administrator sees beside the token's name. */
export function apiTokenHintOf(secret: string): string {
  return secret.slice(0, HINT_LENGTH);
}

/**
 * The secret an `Authorization` header carries when it is a bearer value shaped like ours; null for no
 * header, another scheme, or another kind of token (the monitoring token, a session id, a guess).
 */
export function bearerSecretOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match && SECRET.test(match[1]) ? match[1] : null;
}
