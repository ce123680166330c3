import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { apiTokenStateOf } from '../../contracts';
import type { ApiTokenPrincipal } from '../../platform/auth/bearer-route';
import { ApiToken } from '../api-token.schema';
import { apiTokenHashOf } from '../api-token-secret';

/** The last use is written at most this often per token: a busy program costs no write per call. */
export const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * Turns a bearer secret into the token it names, or null when none is usable (unknown, revoked, expired).
 * Every call is one indexed read of `api_tokens` by hash, with no cache: a revoke or an expiry is refused
 * on the very next call on every api instance, as the database is what they all read (docs/decisions/api-tokens.md).
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly logger = new Logger(ApiTokenVerifier.name);

  constructor(@InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>) {}

  async verify(secret: string, now = new Date()): Promise<ApiTokenPrincipal | null> {
    const token = await this.tokens
      .findOne({ secret_hash: apiTokenHashOf(secret) }, { name: 1, scopes: 1, expires_at: 1, revoked_at: 1, last_used_at: 1 })
      .lean();
    if (!token || apiTokenStateOf({ expiresAt: token.expires_at, revokedAt: token.revoked_at }, now) !== 'active') return null;
    if (!token.last_used_at || now.getTime() - token.last_used_at.getTime() >= LAST_USE_RESOLUTION_MS) this.recordUse(token._id, now);
    return { id: String(token._id), name: token.name, scopes: token.scopes };
  }

  /**
   * One guarded update, so instances answering the same token at once write its last use once a minute
   * between them; not awaited: the call does not wait for a bookkeeping write, and a lost one is harmless.
   */
  private recordUse(id: unknown, now: Date) {
    const stale = new Date(now.getTime() - LAST_USE_RESOLUTION_MS);
    this.tokens
      .updateOne({ _id: id, $or: [{ last_used_at: null }, { last_used_at: { $lte: stale } }] }, { $set: { last_used_at: now } })
      .catch((error: Error) => this.logger.warn(`could not record a token's last use: ${error.message}`));
  }
}
