import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { apiTokenStateOf } from '../../contracts';
import type { ApiTokenPrincipal } from '../../platform/auth/bearer-route';
import { ApiToken, ApiTokenUse } from '../api-token.schema';
import { apiTokenHashOf } from '../api-token-secret';

/** The last use is written at most this often per token: a busy program costs no write per call. */
export const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * Turns a bearer secret into the token it names, or null when none is usable (unknown, revoked, expired).
 * Every call is one indexed read of `api_tokens` by hash, with no cache: a revoke or an expiry is refused
 * on the very next call on every api instance, as the database is what they all read (docs/decisions/api-tokens.md).
 * The verifier never writes `api_tokens`; the last use goes to `api_token_uses`.
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly logger = new Logger(ApiTokenVerifier.name);
  /** When this instance last wrote each token's use: one write a minute per token and instance at most. */
  private readonly written = new Map<string, number>();

  constructor(
    @InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>,
    @InjectModel(ApiTokenUse.name) private readonly uses: Model<ApiTokenUse>,
  ) {}

  async verify(secret: string, now = new Date()): Promise<ApiTokenPrincipal | null> {
    const token = await this.tokens.findOne({ secret_hash: apiTokenHashOf(secret) }, { name: 1, scopes: 1, expires_at: 1, revoked_at: 1 }).lean();
    if (!token || apiTokenStateOf({ expiresAt: token.expires_at, revokedAt: token.revoked_at }, now) !== 'active') return null;
    const id = String(token._id);
    if (now.getTime() - (this.written.get(id) ?? 0) >= LAST_USE_RESOLUTION_MS) {
      this.written.set(id, now.getTime());
      this.recordUse(token._id, now).catch((error: Error) => this.logger.warn(`could not record a token's last use: ${error.message}`));
    }
    return { id, name: token.name, scopes: token.scopes };
  }

  /**
   * Moves the last use forward when it is a minute old (so instances answering the same token write it about
   * once a minute between them), or stores the first one. Not awaited: a call never waits for bookkeeping.
   */
  private async recordUse(id: Types.ObjectId, now: Date) {
    const stale = new Date(now.getTime() - LAST_USE_RESOLUTION_MS);
    const moved = await this.uses.updateOne({ _id: id, last_used_at: { $lte: stale } }, { $set: { last_used_at: now } });
    if (moved.matchedCount) return;
    await this.uses.create({ _id: id, last_used_at: now }).catch((error: { code?: number }) => {
      // Already there and recent: another call or instance wrote it.
      if (error.code !== 11000) throw error;
    });
  }
}
