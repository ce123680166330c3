import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * Runs the "oidc" strategy without passport sessions (our session is the signed cookie).
 * A refused sign-in (bad state, provider error) does not throw: the callback shows the
 * unavailable page instead of a JSON error in the middle of a browser navigation.
 */
@Injectable()
export class OidcAuthGuard extends AuthGuard('oidc') {
  private readonly logger = new Logger(OidcAuthGuard.name);

  getAuthenticateOptions() {
    return { session: false };
  }

  handleRequest<TUser>(error: unknown, user: TUser, info: unknown): TUser {
    if (error || !user) {
      const reason = error instanceof Error ? error.message : JSON.stringify(info ?? null);
      this.logger.warn(`sign-in refused: ${reason}`);
      return null as TUser;
    }
    return user;
  }

  canActivate(context: ExecutionContext) {
    return super.canActivate(context) as Promise<boolean>;
  }
}
