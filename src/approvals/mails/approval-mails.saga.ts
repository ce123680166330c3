import { Injectable } from '@nestjs/common';
import { ICommand, IEvent, ofType, Saga } from '@nestjs/cqrs';
import { map, Observable } from 'rxjs';
import { ExtraValidationAcceptedEvent } from '../events/extra-validation-accepted.event';
import { ExtraValidationRejectedEvent } from '../events/extra-validation-rejected.event';
import { ExtraValidationRequestedEvent } from '../events/extra-validation-requested.event';
import { ValidationAcceptedEvent } from '../events/validation-accepted.event';
import { ValidationRejectedEvent } from '../events/validation-rejected.event';
import { ValidationRequestedEvent } from '../events/validation-requested.event';
import { SendWorkflowMailCommand } from './send-workflow-mail/send-workflow-mail.command';

type MailingEvent =
  | ValidationRequestedEvent
  | ValidationAcceptedEvent
  | ValidationRejectedEvent
  | ExtraValidationRequestedEvent
  | ExtraValidationAcceptedEvent
  | ExtraValidationRejectedEvent;

/**
 * Which mail an approval event sends, and to whom. A cancelled extra approval sends none: it is only logged.
 */
export function workflowMailFor(event: MailingEvent): SendWorkflowMailCommand {
  const { recipients, mail, facts } = mailOf(event);
  return new SendWorkflowMailCommand(mail, recipients, facts, event);
}

function mailOf(event: MailingEvent): Pick<SendWorkflowMailCommand, 'mail' | 'recipients' | 'facts'> {
  const { validationId, tool } = event;
  if (event instanceof ValidationRequestedEvent) {
    return mailParts('validation-requested', { kind: 'administrators' }, { validationId, tool, editorfullname: event.editor.fullname });
  }
  if (event instanceof ValidationAcceptedEvent) {
    return mailParts(
      'validation-accepted',
      { kind: 'user', userId: event.editor.userId },
      { validationId, tool, editorfullname: event.editor.fullname, adminfullname: event.by.fullname },
    );
  }
  if (event instanceof ValidationRejectedEvent) {
    return mailParts(
      'validation-rejected',
      { kind: 'user', userId: event.editor.userId },
      { validationId, tool, editorfullname: event.editor.fullname, adminfullname: event.by.fullname, message: event.reason ?? '' },
    );
  }
  if (event instanceof ExtraValidationRequestedEvent) {
    const recipients = event.validator.type === 'group' ? { kind: 'group' as const, groupId: event.validator.id } : { kind: 'user' as const, userId: event.validator.id };
    return mailParts('extra-validation-required', recipients, {
      validationId,
      tool,
      adminfullname: event.askedBy.fullname,
      validatorfullname: event.validator.name,
    });
  }
  const facts = { validationId, tool, adminfullname: event.askedBy.fullname, validatorfullname: event.by.fullname };
  const askedBy = { kind: 'user' as const, userId: event.askedBy.userId };
  if (event instanceof ExtraValidationAcceptedEvent) return mailParts('extra-validation-accepted', askedBy, facts);
  return mailParts('extra-validation-rejected', askedBy, { ...facts, message: event.message });
}

function mailParts(mail: SendWorkflowMailCommand['mail'], recipients: SendWorkflowMailCommand['recipients'], facts: SendWorkflowMailCommand['facts']) {
  return { mail, recipients, facts };
}

/** The approval events that send a mail: each waits in the outbox until its mails are queued. */
export const MAILING_EVENTS = [
  ValidationRequestedEvent,
  ValidationAcceptedEvent,
  ValidationRejectedEvent,
  ExtraValidationRequestedEvent,
  ExtraValidationAcceptedEvent,
  ExtraValidationRejectedEvent,
] as const;

/** Routes the approval workflow's events to mail commands; it only routes, the handler does the I/O. */
@Injectable()
export class ApprovalMailsSaga {
  @Saga()
  workflowMails = (events$: Observable<IEvent>): Observable<ICommand> =>
    events$.pipe(
      ofType(...MAILING_EVENTS),
      map((event) => workflowMailFor(event)),
    );
}
