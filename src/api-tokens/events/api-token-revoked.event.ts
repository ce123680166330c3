import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ApiTokenRef, Person } from './api-token-parts';

/** An administrator revoked a program's token: its next call is refused. */
@DurableEvent('apiTokens.ApiTokenRevoked')
export class ApiTokenRevokedEvent {
  constructor(
    readonly token: ApiTokenRef,
    readonly by: Person,
  ) {}
}
