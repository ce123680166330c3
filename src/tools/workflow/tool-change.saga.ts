import { Injectable } from '@nestjs/common';
import { ICommand, IEvent, ofType, Saga } from '@nestjs/cqrs';
import { map, Observable } from 'rxjs';
import { ValidationAcceptedEvent, ValidationRejectedEvent } from '../../approvals/approvals.public';
import { ApplyToolChangeCommand } from './commands/apply-tool-change/apply-tool-change.command';
import { DiscardToolChangeCommand } from './commands/discard-tool-change/discard-tool-change.command';

/**
 * Approvals' decisions, turned into the tools' commands. Routes only. The events come from the outbox
 * (the api publishes them at once, the worker's relay again until the command reports done), so a crash
 * between the decision and the tool's write is finished by the worker.
 */
@Injectable()
export class ToolChangeSagas {
  @Saga()
  accepted = (events$: Observable<IEvent>): Observable<ICommand> =>
    events$.pipe(
      ofType(ValidationAcceptedEvent),
      map((event) => new ApplyToolChangeCommand(event.tool.toolId, event.validationId, event)),
    );

  @Saga()
  rejected = (events$: Observable<IEvent>): Observable<ICommand> =>
    events$.pipe(
      ofType(ValidationRejectedEvent),
      map((event) => new DiscardToolChangeCommand(event.tool.toolId, event.validationId, event)),
    );
}
