import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { apiTokenStateOf, type ApiTokenScope } from '../../contracts';
import type { ApiTokenPrincipal } from '../../platform/auth/bearer-route';
import { ApiToken, ApiTokenUse } from '../api-token.schema';
import { apiTokenHashOf } from '../api-token-secret';
import { ApiTokenGeneration } from './api-token-generation';

/** The last use is written at most this often per token: a busy program costs no write per call. */
export const LAST_USE_RESOLUTION_MS = 60_000;
/** How long a token read from the database is trusted by this instance, at most, while the revoke generation holds. */
export const TOKEN_CACHE_MS = 30_000;
/** Tokens remembered at once; past it the memory starts again empty (a program has one or a few). */
const TOKEN_CACHE_ENTRIES = 1_000;

interface KnownToken {
  token: ApiTokenPrincipal | null;
  expiresAt: Date | null;
  generation: string;
  readAt: number;
}

/**
 * Turns a bearer secret into the token it names, or null when none is usable (unknown, revoked, expired).
 * A call costs one Redis read: the revoke generation (ApiTokenGeneration). What this instance read of
 * `api_tokens` under the same generation, less than TOKEN_CACHE_MS ago, answers, the expiry checked on
 * each call; a revoke moves the generation, so its next call on every instance reads the database again
 * and is refused. Redis not answering: the database answers every call, and nothing is remembered
 * (docs/decisions/api-tokens.md). The verifier never writes `api_tokens`; the last use goes to `api_token_uses`.
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly logger = new Logger(ApiTokenVerifier.name);
  /** When this instance last wrote each token's use: one write a minute per token and instance at most. */
  private readonly written = new Map<string, number>();
  private readonly known = new Map<string, KnownToken>();

  constructor(
    @InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>,
    @InjectModel(ApiTokenUse.name) private readonly uses: Model<ApiTokenUse>,
    private readonly generation: ApiTokenGeneration,
  ) {}

  async verify(secret: string, now = new Date()): Promise<ApiTokenPrincipal | null> {
    const hash = apiTokenHashOf(secret);
    const generation = await this.generation.current().catch(() => null);
    if (generation === null) this.known.clear();
    const known = this.known.get(hash);
    const fresh = known && known.generation === generation && now.getTime() - known.readAt < TOKEN_CACHE_MS ? known : await this.read(hash, generation, now);
    if (!fresh.token || !fresh.expiresAt || fresh.expiresAt.getTime() <= now.getTime()) return null;
    this.noteUse(fresh.token.id, now);
    return fresh.token;
  }

  /** Read before any revoke the generation it is remembered under: a revoke after the read moves it past. */
  private async read(hash: string, generation: string | null, now: Date): Promise<KnownToken> {
    const token = await this.tokens.findOne({ secret_hash: hash }, { name: 1, scopes: 1, expires_at: 1, revoked_at: 1 }).lean();
    const usable = token && apiTokenStateOf({ expiresAt: token.expires_at, revokedAt: token.revoked_at }, now) === 'active';
    const known: KnownToken = {
      token: usable ? { id: String(token._id), name: token.name, scopes: token.scopes as ApiTokenScope[] } : null,
      expiresAt: usable ? token.expires_at : null,
      generation: generation ?? '',
      readAt: now.getTime(),
    };
    // Unknown secrets are not remembered: a caller trying secrets would fill the memory.
    if (generation !== null && known.token) {
      if (this.known.size >= TOKEN_CACHE_ENTRIES) this.known.clear();
      this.known.set(hash, known);
    }
    return known;
  }

  private noteUse(id: string, now: Date) {
    if (now.getTime() - (this.written.get(id) ?? 0) < LAST_USE_RESOLUTION_MS) return;
    this.written.set(id, now.getTime());
    this.recordUse(new Types.ObjectId(id), now).catch((error: Error) => this.logger.warn(`could not record a token's last use: ${error.message}`));
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
