import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { pickTranslation, toLanguage } from '../../../contracts';
import type { MailMessage } from '../../../mail/mail.public';
import { MailQueue } from '../../../mail/mail.public';
import { renderWorkflowMail } from '../../../mail/mail.public';
import type { WorkflowMailVariables } from '../../../mail/mail.public';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { jobIdOf, originOf } from '../../../platform/outbox/durable-event';
import { Outbox } from '../../../platform/outbox/outbox';
import type { AppConfig } from '../../../platform/config/config.schema';
import { MailRecipient, WorkflowMailRecipients } from '../workflow-mail-recipients';
import { SendWorkflowMailCommand, WorkflowMailFacts } from './send-workflow-mail.command';

/** The links a workflow mail carries, on the address people use (PUBLIC_URL). */
export function workflowLinks(publicUrl: string, toolId: string): Pick<WorkflowMailVariables, 'validationUrl' | 'appUrl'> {
  const base = publicUrl.replace(/\/+$/, '');
  return { validationUrl: `${base}/admin/validations`, appUrl: `${base}/infos-tool/${encodeURIComponent(toolId)}/other` };
}

/** The values of one recipient's mail: their name, and the tool's title in their language. */
export function mailVariables(facts: WorkflowMailFacts, recipient: MailRecipient, publicUrl: string): WorkflowMailVariables {
  return {
    toolName: pickTranslation(facts.tool.title, toLanguage(recipient.language)) || facts.tool.toolId,
    fullname: recipient.fullname,
    adminfullname: facts.adminfullname ?? '',
    validatorfullname: facts.validatorfullname ?? '',
    editorfullname: facts.editorfullname ?? '',
    // Empty when no reason was given: the template then leaves the reason's paragraph out.
    message: facts.message?.trim() ?? '',
    ...workflowLinks(publicUrl, facts.tool.toolId),
  };
}

/** The outbox reaction name of the workflow mails. */
export const MAIL_REACTION = 'mail';

/**
 * Renders the mail for each recipient in their language and queues it; the worker sends it, retrying
 * with backoff. Runs from the saga, outside any request: failures are logged here, never thrown, and
 * the event stays in the outbox for the relay to deliver again. A mail caused by an outbox event is
 * queued under a job id derived from the event's key and the address, so a second delivery adds nothing
 * and the worker sends each address once; the reaction is done when the worker has delivered them all.
 */
@CommandHandler(SendWorkflowMailCommand)
export class SendWorkflowMailHandler implements ICommandHandler<SendWorkflowMailCommand> {
  private readonly logger = new Logger(SendWorkflowMailHandler.name);

  constructor(
    private readonly recipients: WorkflowMailRecipients,
    private readonly mails: MailQueue,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ mail, recipients, facts, cause }: SendWorkflowMailCommand): Promise<number> {
    const origin = cause ? originOf(cause) : null;
    const context = `${mail} mail of validation ${facts.validationId} (tool ${facts.tool.toolId})`;
    try {
      const people = await this.recipients.resolve(recipients);
      if (people.length === 0) this.logger.warn(`${context}: no recipient found for ${JSON.stringify(recipients)}`);
      const addressed = people.filter((person) => {
        if (!person.email) this.logger.warn(`${context}: ${person.fullname} (${person.userId}) has no email address; skipped`);
        return !!person.email;
      });
      const keyOf = (email: string) => (origin ? jobIdOf(origin.key, email.toLowerCase()) : undefined);
      const mails = origin ? addressed.map((person) => keyOf(person.email!)!) : [];
      const completes = origin ? { ref: { key: origin.key, generation: origin.generation }, reaction: MAIL_REACTION, mails } : undefined;
      const messages: MailMessage[] = addressed.map((person) => {
        const rendered = renderWorkflowMail(mail, person.language, mailVariables(facts, person, this.config.PUBLIC_URL));
        return { to: person.email!, subject: rendered.subject, text: rendered.text, html: rendered.html, reason: mail, dedupeKey: keyOf(person.email!), completes };
      });
      const ids = await this.mails.enqueueMany(messages);
      if (ids.length) this.logger.log(`${context}: queued ${ids.length} mail(s)`);
      // Done once every mail is accepted by the SMTP server (the worker reports it then): until then the
      // entry stays, so mails that Redis lost are queued again by the relay.
      if (cause && (await this.mails.delivered(mails))) await this.outbox.markDone(cause, MAIL_REACTION);
      return ids.length;
    } catch (error) {
      this.logger.error(`${context}: could not queue: ${(error as Error).message}`, (error as Error).stack);
      return 0;
    }
  }
}
