import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Request, Response } from 'express';
import { parse } from 'cookie';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../platform/queues/queues.module';
import { SessionCookies } from '../platform/sessions/session-cookies';
import { isSessionId } from '../platform/sessions/session-store';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { DomainError } from '../platform/http/domain.error';

/** How long a person may take at the provider's sign-in page. */
const SIGN_IN_TRANSACTION_SECONDS = 10 * 60;

/**
 * Stores a transaction unless its address already has as many pending as it may: the address's pending
 * ids live in a sorted set by expiry, so abandoned ones stop counting when they expire.
 * KEYS: the address's pending set, the transaction. ARGV: now (ms), lifetime (ms), the bound, id, transaction.
 */
const OPEN = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[2])
return 1
`;

class TooManyPendingSignIns extends DomainError {
  constructor() {
    super('too_many_requests', 'Too many requests: please wait a moment and try again.', 429);
  }
}

/**
 * What a sign-in needs between leaving for the provider and coming back: where to return, and what
 * the OpenID strategy keeps under its session key (PKCE verifier, state, nonce). Kept in Redis under
 * a random id; the browser holds only that id, in a cookie that lives as long as the transaction.
 */
type SignInTransaction = { returnTo?: string } & Record<string, unknown>;

/** As stored: the transaction and the address that opened it (its place in that address's pending set). */
interface StoredTransaction {
  address: string;
  transaction: SignInTransaction;
}

/**
 * The request during the two sign-in steps: `session` is the transaction the strategy reads and writes;
 * `pendingSignIn` is false at a callback that has no transaction to resume.
 */
export type SignInRequest = Request & {
  session: SignInTransaction;
  user?: unknown;
  saveSignInTransaction?: () => Promise<void>;
  pendingSignIn?: boolean;
};

@Injectable()
export class SignInTransactions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cookies: SessionCookies,
    @InjectConnection() private readonly connection: Connection,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key = (id: string) => `portal:${this.connection.name}:sign-in:${id}`;
  private pendingKey = (address: string) => `portal:${this.connection.name}:sign-in-pending:${address}`;

  /**
   * Stores the transaction the strategy filled in, just before the browser leaves for the provider.
   * Refused (429) when its address already has SIGN_IN_PENDING_PER_ADDRESS sign-ins under way, so that
   * no flood from one address can fill Redis.
   */
  async save(req: SignInRequest, res: Response): Promise<void> {
    const id = randomBytes(32).toString('base64url');
    const address = req.ip ?? 'unknown';
    const stored: StoredTransaction = { address, transaction: req.session };
    const lifetimeMs = SIGN_IN_TRANSACTION_SECONDS * 1000;
    const opened = await this.redis.eval(
      OPEN, 2, this.pendingKey(address), this.key(id), Date.now(), lifetimeMs, this.config.SIGN_IN_PENDING_PER_ADDRESS, id, JSON.stringify(stored),
    );
    if (opened !== 1) throw new TooManyPendingSignIns();
    this.cookies.openSignIn(res, id, lifetimeMs);
  }

  /** Takes the transaction back at the callback, once: a replayed callback finds nothing (null). */
  async take(req: Request, res: Response): Promise<SignInTransaction | null> {
    const id = parse(req.headers.cookie ?? '')[this.cookies.signInName];
    this.cookies.clearSignIn(res);
    if (!id || !isSessionId(id)) return null;
    const text = await this.redis.getdel(this.key(id));
    if (!text) return null;
    const stored = JSON.parse(text) as StoredTransaction;
    await this.redis.zrem(this.pendingKey(stored.address), id);
    return stored.transaction;
  }
}
