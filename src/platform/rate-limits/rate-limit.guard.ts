import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../auth/principal';
import { DomainError } from '../http/domain.error';

class TooManyRequests extends DomainError {
  constructor() {
    super('too_many_requests', 'Too many requests: please wait a moment and try again.', 429);
  }
}

/** A signed-in person's tracker: all their sessions and devices count together. */
export const loginTracker = (loginId: string) => `login:${loginId}`;
/** A program's token: every call made with it counts together, on every instance. */
export const apiTokenTracker = (tokenId: string) => `token:${tokenId}`;
/** One count per kind of limit and tracker, across all the routes of that kind. */
export const rateLimitKey = (throttlerName: string, tracker: string) => `${throttlerName}:${tracker}`;

/**
 * @nestjs/throttler with our counting rules: a signed-in person is counted by login id (all their
 * sessions and devices together), a program by its token (set by the token guard, which runs before), anyone else by address; each kind of limit counts across all the
 * routes of that kind, not per route. Runs after the access guard, which has resolved the session.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected async getTracker(request: AuthenticatedRequest): Promise<string> {
    if (request.apiToken) return apiTokenTracker(request.apiToken.id);
    return request.session?.loginId ? loginTracker(request.session.loginId) : `ip:${request.ip}`;
  }

  protected generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return rateLimitKey(throttlerName, tracker);
  }

  protected async throwThrottlingException(): Promise<void> {
    throw new TooManyRequests();
  }
}
