import { Module, OnModuleInit } from '@nestjs/common';
import { DirectoryPublicModule } from '../../directory/directory.public';
import { MailModule } from '../../mail/mail.module';
import { Outbox } from '../../platform/outbox/outbox';
import { ApprovalMailsSaga, MAILING_EVENTS } from './approval-mails.saga';
import { MAIL_REACTION, SendWorkflowMailHandler } from './send-workflow-mail/send-workflow-mail.handler';
import { WorkflowMailRecipients } from './workflow-mail-recipients';

/**
 * The approval workflow's mails: events become jobs the worker sends. Loaded by the api (the fast
 * path, right after the change) and by the worker (the outbox relay's deliveries after a crash).
 */
@Module({
  imports: [DirectoryPublicModule, MailModule],
  providers: [ApprovalMailsSaga, SendWorkflowMailHandler, WorkflowMailRecipients],
})
export class ApprovalMailsModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    for (const event of MAILING_EVENTS) this.outbox.expect(event, MAIL_REACTION);
  }
}
