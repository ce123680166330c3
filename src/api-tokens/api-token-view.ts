import { apiTokenStateOf, type ApiTokenView } from '../contracts';
import type { ApiToken } from './api-token.schema';

export type StoredApiToken = ApiToken & { _id: unknown };

/** A stored token as the back-office sees it: never its hash. */
export function apiTokenView(token: StoredApiToken, now = new Date()): ApiTokenView {
  return {
    id: String(token._id),
    name: token.name,
    scopes: token.scopes,
    note: token.note ?? '',
    hint: token.hint,
    expiresAt: token.expires_at.toISOString(),
    createdAt: (token.created_at ?? now).toISOString(),
    createdBy: { userId: String(token.created_by._id), fullname: token.created_by.fullname },
    lastUsedAt: token.last_used_at?.toISOString() ?? null,
    revokedAt: token.revoked_at?.toISOString() ?? null,
    state: apiTokenStateOf({ expiresAt: token.expires_at, revokedAt: token.revoked_at }, now),
  };
}
