import type { ApiTokenScope } from '../../contracts';
import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ApiTokenRef, Person } from './api-token-parts';

/** An administrator created a program's token (its secret is never in an event). */
@DurableEvent('apiTokens.ApiTokenCreated')
export class ApiTokenCreatedEvent {
  constructor(
    readonly token: ApiTokenRef,
    readonly scopes: readonly ApiTokenScope[],
    readonly expiresAt: string,
    readonly by: Person,
  ) {}
}
