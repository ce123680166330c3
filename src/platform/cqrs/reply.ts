import type { Type } from '@nestjs/common';
import { EventBus, ofType } from '@nestjs/cqrs';
import { catchError, filter, firstValueFrom, of, timeout } from 'rxjs';
import { processTuning } from '../config/process-tuning';

/** How long a command waits for the reply event of the saga it started before it answers anyway. */
const REPLY_TIMEOUT_MS = processTuning().SAGA_REPLY_TIMEOUT_MS;

/**
 * Resolves with the first event of this type that matches, or null after the timeout. Call it before
 * publishing the event that starts the saga (it listens from the call on). The work a late or missing
 * reply stands for is durable (an outbox entry), so a timeout only means "finished later".
 */
export function replyOf<E extends object>(events: EventBus, type: Type<E>, matches: (event: E) => boolean, timeoutMs = REPLY_TIMEOUT_MS): Promise<E | null> {
  return firstValueFrom(
    events.pipe(
      ofType(type as never),
      filter((event) => matches(event as E)),
      timeout(timeoutMs),
      catchError(() => of(null)),
    ),
  ) as Promise<E | null>;
}
