import { Injectable } from '@nestjs/common';
import { ICommand, IEvent, ofType, Saga } from '@nestjs/cqrs';
import { filter, map, merge, Observable } from 'rxjs';
import { ToolEditedEvent, ToolSubmittedEvent } from '../../tools/tools.public';
import { RequestValidationCommand } from './commands/request-validation/request-validation.command';

/** The request a tool's proposal asks for; null for a change applied at once. Used by the saga and the reconciler. */
export function requestOf(event: ToolSubmittedEvent | ToolEditedEvent): RequestValidationCommand | null {
  if (!event.validationId || !event.proposal) return null;
  const kind = event instanceof ToolSubmittedEvent ? 'creation' : 'edition';
  return new RequestValidationCommand(event.validationId, event.tool, kind, event.proposal, event.by, event);
}

/**
 * ToolSubmitted / ToolEdited awaiting approval → RequestValidation. Routes only. The events come from the
 * outbox (published at once by the api, again by the worker's relay until the request is stored).
 */
@Injectable()
export class ValidationRequestSagas {
  @Saga()
  proposed = (events$: Observable<IEvent>): Observable<ICommand> =>
    merge(events$.pipe(ofType(ToolSubmittedEvent)), events$.pipe(ofType(ToolEditedEvent))).pipe(
      map(requestOf),
      filter((command): command is RequestValidationCommand => command !== null),
    );
}
