import { Command } from '@nestjs/cqrs';
import type { WorkflowMail } from '../../../mail/mail.public';
import type { ToolRef } from '../../events/validation-party';

/** Who receives a workflow mail, resolved from the directory when the mail is sent. */
export type MailRecipients =
  | { kind: 'administrators' }
  | { kind: 'user'; userId: string }
  | { kind: 'group'; groupId: string };

/** What the event knew; the rest (recipient's name, language, email) comes from the directory. */
export interface WorkflowMailFacts {
  validationId: string;
  tool: ToolRef;
  editorfullname?: string;
  adminfullname?: string;
  validatorfullname?: string;
  message?: string;
}

/** Queue one workflow mail per recipient, each in the recipient's language. Answers how many were queued. */
export class SendWorkflowMailCommand extends Command<number> {
  constructor(
    readonly mail: WorkflowMail,
    readonly recipients: MailRecipients,
    readonly facts: WorkflowMailFacts,
    /** The event the mail is about: its outbox key makes a second delivery queue nothing new. */
    readonly cause?: object,
  ) {
    super();
  }
}
