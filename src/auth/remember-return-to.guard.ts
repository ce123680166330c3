import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { safeReturnTo } from './return-to';
import type { SignInRequest } from './sign-in-transactions';

/** Starts a fresh sign-in transaction holding the (sanitised) return address; the strategy adds PKCE, state and nonce. */
@Injectable()
export class RememberReturnTo implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<SignInRequest>();
    req.session = { returnTo: safeReturnTo(req.query.returnTo) };
    return true;
  }
}
