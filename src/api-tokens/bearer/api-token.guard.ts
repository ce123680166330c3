import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { ApiTokenScope } from '../../contracts';
import { BEARER_SCOPES } from '../../platform/auth/bearer-route';
import type { AuthenticatedRequest } from '../../platform/auth/principal';
import { bearerSecretOf } from '../api-token-secret';
import { ApiTokenNotAccepted, ApiTokenScopeMissing } from './api-token.errors';
import { ApiTokenVerifier } from './api-token-verifier';

/**
 * Decides every bearer route (`@BearerRoute`) from the `Authorization` header alone, before the body is
 * looked at: no usable token → 401 with `WWW-Authenticate: Bearer` (RFC 6750); a token holding none of the
 * route's scopes → 403. Other routes are the access guard's: this guard lets them through untouched, and a
 * token never opens them. Registered globally between the access guard and the rate limits, which then count
 * the call against its token.
 */
@Injectable()
export class ApiTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: ApiTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scopes = this.reflector.getAllAndOverride<readonly ApiTokenScope[] | undefined>(BEARER_SCOPES, [context.getHandler(), context.getClass()]);
    if (!scopes) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<AuthenticatedRequest>();
    const secret = bearerSecretOf(req.headers.authorization);
    const token = secret ? await this.verifier.verify(secret) : null;
    if (!token) {
      http.getResponse<Response>().setHeader('WWW-Authenticate', `Bearer realm="portal"${secret || req.headers.authorization ? ', error="invalid_token"' : ''}`);
      throw new ApiTokenNotAccepted();
    }
    if (!scopes.some((scope) => token.scopes.includes(scope))) {
      http.getResponse<Response>().setHeader('WWW-Authenticate', `Bearer realm="portal", error="insufficient_scope", scope="${scopes.join(' ')}"`);
      throw new ApiTokenScopeMissing();
    }
    req.apiToken = token;
    return true;
  }
}
