import type { RuleViolation } from './settings';

/** What a program's token may do (issue 34 §4): one or more of these, never a person's roles. */
export const API_TOKEN_SCOPES = ['scim', 'catalogue:read', 'catalogue:write', 'usage:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_LIMITS = {
  nameMaxLength: 80,
  noteMaxLength: 500,
  /** No token lives longer than this, and none lives for ever. */
  maxLifetimeDays: 365,
  /** What the create form proposes. */
  defaultLifetimeDays: 90,
} as const;

/** Messages of the API tokens form; the UIs translate the codes. */
export const API_TOKEN_RULES = {
  nameRequired: { code: 'API_TOKEN.NAME_REQUIRED', message: 'A token needs a name.' },
  nameTooLong: { code: 'API_TOKEN.NAME_TOO_LONG', message: `At most ${API_TOKEN_LIMITS.nameMaxLength} characters.` },
  scopesRequired: { code: 'API_TOKEN.SCOPES_REQUIRED', message: 'Choose at least one scope.' },
  unknownScope: { code: 'API_TOKEN.UNKNOWN_SCOPE', message: `Scopes are ${API_TOKEN_SCOPES.join(', ')}.` },
  expiryRequired: { code: 'API_TOKEN.EXPIRY_REQUIRED', message: 'A token needs an expiry date (YYYY-MM-DD).' },
  expiryPast: { code: 'API_TOKEN.EXPIRY_PAST', message: 'The expiry date must be after today.' },
  expiryTooFar: { code: 'API_TOKEN.EXPIRY_TOO_FAR', message: `A token lives at most ${API_TOKEN_LIMITS.maxLifetimeDays} days.` },
  noteTooLong: { code: 'API_TOKEN.NOTE_TOO_LONG', message: `At most ${API_TOKEN_LIMITS.noteMaxLength} characters.` },
} as const;

export interface ApiTokenFormInput {
  name?: unknown;
  scopes?: unknown;
  /** The day the token stops working (UTC), `YYYY-MM-DD`. */
  expiresOn?: unknown;
  note?: unknown;
}

/** A valid form, read. */
export interface ApiTokenInput {
  name: string;
  scopes: ApiTokenScope[];
  /** 00:00 UTC of the expiry day: the token is refused from then on. */
  expiresAt: Date;
  note: string;
}

const DAY_MS = 24 * 3600 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of `date`'s day. */
const startOfDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** `YYYY-MM-DD` as a real calendar day, or null (`2026-02-30` is not one). */
function dayOf(value: unknown): Date | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = DATE.exec(text);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === text ? day : null;
}

/** The last day a new token may name as its expiry, and the one the form proposes (both `YYYY-MM-DD`). */
export function apiTokenExpiryBounds(now: Date): { min: string; max: string; proposed: string } {
  const day = (offset: number) => new Date(startOfDay(now) + offset * DAY_MS).toISOString().slice(0, 10);
  return { min: day(1), max: day(API_TOKEN_LIMITS.maxLifetimeDays), proposed: day(API_TOKEN_LIMITS.defaultLifetimeDays) };
}

/**
 * The API tokens form's rules (server and back-office alike): a name, at least one known scope, an expiry
 * day after today and at most a year away (no token without one), an optional note.
 */
export function checkApiTokenForm(input: ApiTokenFormInput, now: Date): { violations: RuleViolation[]; value: ApiTokenInput | null } {
  const violations: RuleViolation[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) violations.push({ field: 'name', ...API_TOKEN_RULES.nameRequired });
  else if (name.length > API_TOKEN_LIMITS.nameMaxLength) violations.push({ field: 'name', ...API_TOKEN_RULES.nameTooLong, params: { max: API_TOKEN_LIMITS.nameMaxLength } });

  const scopes = Array.isArray(input.scopes) ? [...new Set(input.scopes)] : [];
  if (!scopes.length) violations.push({ field: 'scopes', ...API_TOKEN_RULES.scopesRequired });
  else if (!scopes.every((scope) => (API_TOKEN_SCOPES as readonly unknown[]).includes(scope))) violations.push({ field: 'scopes', ...API_TOKEN_RULES.unknownScope });

  const day = dayOf(input.expiresOn);
  const bounds = apiTokenExpiryBounds(now);
  if (!day) violations.push({ field: 'expiresOn', ...API_TOKEN_RULES.expiryRequired });
  else if (day.toISOString().slice(0, 10) < bounds.min) violations.push({ field: 'expiresOn', ...API_TOKEN_RULES.expiryPast });
  else if (day.toISOString().slice(0, 10) > bounds.max) violations.push({ field: 'expiresOn', ...API_TOKEN_RULES.expiryTooFar, params: { max: API_TOKEN_LIMITS.maxLifetimeDays } });

  const note = input.note === undefined || input.note === null ? '' : typeof input.note === 'string' ? input.note.trim() : null;
  if (note === null || note.length > API_TOKEN_LIMITS.noteMaxLength) violations.push({ field: 'note', ...API_TOKEN_RULES.noteTooLong, params: { max: API_TOKEN_LIMITS.noteMaxLength } });

  if (violations.length) return { violations, value: null };
  return { violations, value: { name, scopes: scopes as ApiTokenScope[], expiresAt: day!, note: note! } };
}

export type ApiTokenState = 'active' | 'expired' | 'revoked';

/** Revoked first (a revoked token stays revoked once past its expiry), then expired, else active. */
export function apiTokenStateOf(token: { expiresAt: Date; revokedAt: Date | null }, now: Date): ApiTokenState {
  if (token.revokedAt) return 'revoked';
  return token.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** One token as the back-office lists it (never its secret, never its hash). */
export interface ApiTokenView {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  note: string;
  /** The first characters of the secret, so an administrator can tell which token a program holds. */
  hint: string;
  expiresAt: string;
  createdAt: string;
  createdBy: { userId: string; fullname: string };
  lastUsedAt: string | null;
  revokedAt: string | null;
  state: ApiTokenState;
}

/** The answer of a creation: the token, and its secret, shown this once. */
export interface CreatedApiToken extends ApiTokenView {
  secret: string;
}
