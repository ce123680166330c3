import { Injectable } from '@nestjs/common';
import { ICommand, IEvent, ofType, Saga } from '@nestjs/cqrs';
import { map, Observable } from 'rxjs';
import { ExtraValidationAcceptedEvent } from '../events/extra-validation-accepted.event';
import { ExtraValidationRejectedEvent } from '../events/extra-validation-rejected.event';
import { ExtraValidationRequestedEvent } from '../events/extra-validation-requested.event';
import { ValidationAcceptedEvent } from '../events/validation-accepted.event';
import { ValidationRequestedEvent } from '../events/validation-requested.event';
import { SendWorkflowMailCommand } from './send-workflow-mail/send-workflow-mail.command';

export type MailingEvent =
  | ValidationRequestedEvent
  | ValidationAcceptedEvent
  | ExtraValidationRequestedEvent
  | ExtraValidationAcceptedEvent
  | ExtraValidationRejectedEvent;

/**
 * Which mail an approval event sends, and to whom. ValidationRejected sends none (the administrator
 * gets a manual mail draft) and neither does a cancelled extra approval: both are only logged.
 */
export function workflowMailFor(event: MailingEvent): SendWorkflowMailCommand {
  const { validationId, tool } = event;
  if (event instanceof ValidationRequestedEvent) {
    return new SendWorkflowMailCommand('validation-requested', { kind: 'administrators' }, { validationId, tool, editorfullname: event.editor.fullname });
  }
  if (event instanceof ValidationAcceptedEvent) {
    return new SendWorkflowMailCommand(
      'validation-accepted',
      { kind: 'user', userId: event.editor.userId },
      { validationId, tool, editorfullname: event.editor.fullname, adminfullname: event.by.fullname },
    );
  }
  if (event instanceof ExtraValidationRequestedEvent) {
    const recipients = event.validator.type === 'group' ? { kind: 'group' as const, groupId: event.validator.id } : { kind: 'user' as const, userId: event.validator.id };
    return new SendWorkflowMailCommand('extra-validation-required', recipients, {
      validationId,
      tool,
      adminfullname: event.askedBy.fullname,
      validatorfullname: event.validator.name,
    });
  }
  const facts = { validationId, tool, adminfullname: event.askedBy.fullname, validatorfullname: event.by.fullname };
  const askedBy = { kind: 'user' as const, userId: event.askedBy.userId };
  if (event instanceof ExtraValidationAcceptedEvent) return new SendWorkflowMailCommand('extra-validation-accepted', askedBy, facts);
  return new SendWorkflowMailCommand('extra-validation-rejected', askedBy, { ...facts, message: event.message });
}

/** Routes the approval workflow's events to mail commands; it only routes, the handler does the I/O. */
@Injectable()
export class ApprovalMailsSaga {
  @Saga()
  workflowMails = (events$: Observable<IEvent>): Observable<ICommand> =>
    events$.pipe(
      ofType(
        ValidationRequestedEvent,
        ValidationAcceptedEvent,
        ExtraValidationRequestedEvent,
        ExtraValidationAcceptedEvent,
        ExtraValidationRejectedEvent,
      ),
      map((event) => workflowMailFor(event)),
    );
}
