import { Module } from '@nestjs/common';
import { DirectoryModels } from '../../directory/directory.module';
import { MailModule } from '../../mail/mail.module';
import { ApprovalMailsSaga } from './approval-mails.saga';
import { SendWorkflowMailHandler } from './send-workflow-mail/send-workflow-mail.handler';
import { WorkflowMailRecipients } from './workflow-mail-recipients';

/** The approval workflow's mails, api side: events in this process become jobs the worker sends. */
@Module({
  imports: [DirectoryModels, MailModule],
  providers: [ApprovalMailsSaga, SendWorkflowMailHandler, WorkflowMailRecipients],
})
export class ApprovalMailsModule {}
