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

/** How long a person may take at the provider's sign-in page. */
const SIGN_IN_TRANSACTION_SECONDS = 10 * 60;

/**
 * What a sign-in needs between leaving for the provider and coming back: where to return, and what
 * the OpenID strategy keeps under its session key (PKCE verifier, state, nonce). Kept in Redis under
 * a random id; the browser holds only that id, in a cookie that lives as long as the transaction.
 */
type SignInTransaction = { returnTo?: string } & Record<string, unknown>;

/** The request during the two sign-in steps: `session` is the transaction the strategy reads and writes. */
export type SignInRequest = Request & { session: SignInTransaction; user?: unknown; saveSignInTransaction?: () => Promise<void> };

@Injectable()
export class SignInTransactions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cookies: SessionCookies,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private key = (id: string) => `portal:${this.connection.name}:sign-in:${id}`;

  /** Stores the transaction the strategy filled in, just before the browser leaves for the provider. */
  async save(req: SignInRequest, res: Response): Promise<void> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(id), JSON.stringify(req.session), 'EX', SIGN_IN_TRANSACTION_SECONDS);
    this.cookies.openSignIn(res, id, SIGN_IN_TRANSACTION_SECONDS * 1000);
  }

  /** Takes the transaction back at the callback, once: a replayed callback finds nothing. */
  async take(req: Request, res: Response): Promise<SignInTransaction> {
    const id = parse(req.headers.cookie ?? '')[this.cookies.signInName];
    this.cookies.clearSignIn(res);
    if (!id || !isSessionId(id)) return {};
    const text = await this.redis.getdel(this.key(id));
    return text ? (JSON.parse(text) as SignInTransaction) : {};
  }
}
