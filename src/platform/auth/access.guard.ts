import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PermissionDenied } from '../http/domain.error';
import { ALLOWS_UNREGISTERED, IS_PUBLIC, RECOGNISES_CALLER } from './public.decorator';
import { REQUIRED_ACTION } from './require-permission.decorator';
import { Action, isAllowed } from '../../contracts/permissions';
import { AuthenticatedRequest, PrincipalLoader } from './principal';
import { SessionStore } from '../sessions/session-store';
import { isUsable, resolveCaller } from './resolve-caller';
import { BEARER_SCOPES } from './bearer-route';

/**
 * Decides every call: no live session in Redis (unknown, idle too long, past its lifetime, ended) → 401 (the front then asks for a login address); a person who
 * is not registered or is disabled → 403 except on the few routes that tell them so; an action
 * of the matrix the roles do not allow → 403 permission_denied. A public route lets everyone through; one
 * that recognises its caller (`@RecognisesCaller`) resolves the session first when there is one. A bearer route
 * (`@BearerRoute`) is the token guard's alone.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalLoader,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // A program's route: the token guard decides, and no cookie is ever read for it.
    if (this.reflector.getAllAndOverride<unknown>(BEARER_SCOPES, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (req.sessionId && this.reflector.getAllAndOverride<boolean>(RECOGNISES_CALLER, targets)) {
        const known = await resolveCaller(this.sessions, this.principals, req.sessionId).catch(() => null);
        if (known) [req.session, req.principal] = [known.session, known.principal];
      }
      return true;
    }

    const caller = await resolveCaller(this.sessions, this.principals, req.sessionId);
    if (!caller) throw new UnauthorizedException('not_authenticated');
    req.session = caller.session;
    const principal = caller.principal;
    req.principal = principal;

    if (!isUsable(principal) && !this.reflector.getAllAndOverride<boolean>(ALLOWS_UNREGISTERED, targets)) throw new PermissionDenied();

    const action = this.reflector.getAllAndOverride<Action | undefined>(REQUIRED_ACTION, targets);
    if (action && !isAllowed(principal.roles, action)) throw new PermissionDenied();
    return true;
  }
}
