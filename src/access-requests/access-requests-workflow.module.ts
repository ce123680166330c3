import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../directory/directory.public';
import { MailModule } from '../mail/mail.module';
import { Outbox } from '../platform/outbox/outbox';
import { ToolAccessGrantsModule, ToolDeletedEvent } from '../tools/tools.public';
import { AccessGrant, AccessGrantEnding, AccessGrantEndingSchema, AccessGrantSchema, AccessPolicy, AccessPolicySchema, AccessRequest, AccessRequestSchema } from './access-request.schema';
import { AccessPolicies } from './access-policies';
import { AccessStore } from './access-store';
import { UnappliedDecisions } from './consistency/unapplied-decisions';
import { ACCESS_MAIL_EVENTS, AccessRequestDecidedEvent } from './events/access-events';
import { ACCESS_GRANT_REACTION, AccessGrantApplier } from './grants/access-grant-applier';
import { GrantWriters } from './grants/grant-writers';
import { AccessGrantHandler } from './grants/access-grant.handler';
import { AccessDecisions } from './grants/access-decisions';
import { GrantSchedule } from './grants/grant-schedule';
import { AccessMails } from './mails/access-mails';
import { ACCESS_MAIL_REACTION, QueueAccessMailsHandler } from './mails/queue-access-mails.handler';
import { ToolDeletedHandler, WITHDRAW_ON_DELETION_REACTION } from './requests/tool-deleted.handler';
import { AccessInboxes } from './requests/access-inboxes';
import { RequesterLists } from './requests/requester-lists';
import { WaitingRequests } from './requests/waiting-requests';

export const AccessModels = MongooseModule.forFeature([
  { name: AccessPolicy.name, schema: AccessPolicySchema },
  { name: AccessRequest.name, schema: AccessRequestSchema },
  { name: AccessGrant.name, schema: AccessGrantSchema },
  { name: AccessGrantEnding.name, schema: AccessGrantEndingSchema },
]);

/**
 * The reactions of access requests, in the api (which makes the changes) and in the worker (whose relay
 * delivers them again after a crash): the mails, the grants, and the withdrawal of a deleted tool's requests.
 */
@Module({
  imports: [AccessModels, DirectoryPublicModule, MailModule, ToolAccessGrantsModule],
  providers: [AccessStore, AccessPolicies, AccessMails, AccessGrantApplier, GrantWriters, AccessDecisions, GrantSchedule, AccessInboxes, RequesterLists, WaitingRequests, UnappliedDecisions, QueueAccessMailsHandler, AccessGrantHandler, ToolDeletedHandler],
  exports: [AccessModels, AccessStore, AccessPolicies, AccessMails, AccessDecisions, GrantSchedule, GrantWriters, AccessInboxes, RequesterLists, WaitingRequests, UnappliedDecisions],
})
export class AccessRequestsWorkflowModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    for (const event of ACCESS_MAIL_EVENTS) this.outbox.expect(event, ACCESS_MAIL_REACTION, (staged: { mails: unknown[] }) => staged.mails.length > 0);
    this.outbox.expect(AccessRequestDecidedEvent, ACCESS_GRANT_REACTION);
    this.outbox.expect(ToolDeletedEvent, WITHDRAW_ON_DELETION_REACTION);
  }
}
