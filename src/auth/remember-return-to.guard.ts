import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { SignInRequest } from './auth.controller';
import { safeReturnTo } from './return-to';

/** Stores the (sanitised) return address in the session before the strategy leaves for the provider. */
@Injectable()
export class RememberReturnTo implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<SignInRequest>();
    req.session = { ...(req.session ?? {}), returnTo: safeReturnTo(req.query.returnTo) };
    return true;
  }
}
