import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Response } from 'express';
import { DomainError } from '../platform/http/domain.error';
import { SignInRequest, SignInTransactions } from './sign-in-transactions';

/**
 * Runs the "oidc" strategy without passport sessions (ours live in Redis, opened by the callback).
 * A refused sign-in (bad state, provider error) does not throw: the callback shows the
 * unavailable page instead of a JSON error in the middle of a browser navigation.
 */
@Injectable()
export class OidcAuthGuard extends AuthGuard('oidc') {
  private readonly logger = new Logger(OidcAuthGuard.name);

  constructor(private readonly transactions: SignInTransactions) {
    super();
  }

  getAuthenticateOptions() {
    return { session: false };
  }

  handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    // Our own refusals (too many sign-ins under way from this address) answer as themselves.
    if (error instanceof DomainError) throw error;
    if (error || !user) {
      const reason = error instanceof Error ? error.message : JSON.stringify(info ?? null);
      this.logger.warn(`sign-in refused: ${reason}`);
      return null as TUser;
    }
    return user;
  }

  canActivate(context: ExecutionContext) {
    const http = context.switchToHttp();
    const req = http.getRequest<SignInRequest>();
    // A callback with no sign-in under way has nothing to resume: the strategy would start a new flow
    // and store a transaction for it, so an anonymous flood of bare callbacks would fill Redis.
    if (req.pendingSignIn === false) return Promise.resolve(true);
    // Stores PKCE verifier, state and nonce server-side just before the browser leaves for the provider.
    req.saveSignInTransaction = () => this.transactions.save(req, http.getResponse<Response>());
    return super.canActivate(context) as Promise<boolean>;
  }
}
