import { Injectable } from '@nestjs/common';
import { ICommand, IEvent, ofType, Saga } from '@nestjs/cqrs';
import { filter, map, Observable } from 'rxjs';
import { ApplyToolChangeCommand, DiscardToolChangeCommand } from '../../tools/tools.public';
import { ValidationAcceptedEvent } from '../events/validation-accepted.event';
import { ValidationRejectedEvent } from '../events/validation-rejected.event';

/**
 * In the worker only: a decision the relay publishes again (its tool side not reported done, because a
 * crash cut the accept or reject short) becomes tools' command again. Routes only. In the api, the
 * deciding command sends that command itself; an entry stored without its content (`changed` null)
 * is finished by the reconciler, from the stored request.
 */
@Injectable()
export class DecisionRelaySagas {
  @Saga()
  accepted = (events$: Observable<IEvent>): Observable<ICommand> =>
    events$.pipe(
      ofType(ValidationAcceptedEvent),
      filter((event) => !!event.changed),
      map((event) => new ApplyToolChangeCommand(event.tool.toolId, event.validationId, event.kind, event.changed!, event)),
    );

  @Saga()
  rejected = (events$: Observable<IEvent>): Observable<ICommand> =>
    events$.pipe(
      ofType(ValidationRejectedEvent),
      map((event) => new DiscardToolChangeCommand(event.tool.toolId, event.validationId, event)),
    );
}
