import { Injectable } from '@nestjs/common';
import { ICommand, IEvent, ofType, Saga } from '@nestjs/cqrs';
import { filter, map, merge, Observable } from 'rxjs';
import { ToolEditedEvent, ToolSubmittedEvent } from '../../tools/tools.public';
import { RequestValidationCommand } from '../../tools/ports/request-validation.command';

/** The request a tool's proposal asks for; null for a change applied at once. Used by the saga and the reconciler. */
export function requestOf(event: ToolSubmittedEvent | ToolEditedEvent): RequestValidationCommand | null {
  if (!event.validationId || !event.proposal) return null;
  const kind = event instanceof ToolSubmittedEvent ? 'creation' : 'edition';
  return new RequestValidationCommand(event.validationId, event.tool, kind, event.proposal, event.by, event);
}

/**
 * In the worker only: ToolSubmitted / ToolEdited awaiting approval, published again by the relay (the
 * request not stored yet, because a crash cut the creation or edit short) → RequestValidation. Routes only.
 * In the api, the creating or editing command sends RequestValidation itself.
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
