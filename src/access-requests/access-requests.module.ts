import { Module } from '@nestjs/common';
import { DirectoryPublicModule } from '../directory/directory.public';
import { ToolsModule } from '../tools/tools.module';
import { MayDecideAccessRequest, MayEditAccessPolicy, MayGrantAccess, MayRequestAccess, MayWithdrawAccessRequest } from './access-request.guards';
import { AccessRequestsController } from './access-requests.controller';
import { AccessRequestsWorkflowModule } from './access-requests-workflow.module';
import { DecideAccessRequestHandler } from './commands/decide-access-request/decide-access-request.handler';
import { GrantAccessDirectlyHandler } from './commands/grant-access-directly/grant-access-directly.handler';
import { RequestAccessHandler } from './commands/request-access/request-access.handler';
import { SaveAccessPolicyHandler } from './commands/save-access-policy/save-access-policy.handler';
import { WithdrawAccessRequestHandler } from './commands/withdraw-access-request/withdraw-access-request.handler';
import { FindRequestableToolsHandler } from './queries/find-requestable-tools/find-requestable-tools.handler';
import { GetAccessPolicyHandler } from './queries/get-access-policy/get-access-policy.handler';
import { ListAccessRequestsToDecideHandler } from './queries/list-access-requests-to-decide/list-access-requests-to-decide.handler';
import { ListToolGrantsHandler } from './queries/list-tool-grants/list-tool-grants.handler';
import { ListRecentlyDecidedAccessRequestsHandler } from './queries/list-recently-decided-access-requests/list-recently-decided-access-requests.handler';
import { ListMyAccessRequestsHandler } from './queries/list-my-access-requests/list-my-access-requests.handler';

/** The api side of access requests (issue 35): the routes, their guards, commands and queries. */
@Module({
  imports: [AccessRequestsWorkflowModule, ToolsModule, DirectoryPublicModule],
  controllers: [AccessRequestsController],
  providers: [
    MayEditAccessPolicy,
    MayGrantAccess,
    MayRequestAccess,
    MayDecideAccessRequest,
    MayWithdrawAccessRequest,
    SaveAccessPolicyHandler,
    RequestAccessHandler,
    WithdrawAccessRequestHandler,
    DecideAccessRequestHandler,
    GrantAccessDirectlyHandler,
    GetAccessPolicyHandler,
    FindRequestableToolsHandler,
    ListMyAccessRequestsHandler,
    ListAccessRequestsToDecideHandler,
    ListRecentlyDecidedAccessRequestsHandler,
    ListToolGrantsHandler,
  ],
})
export class AccessRequestsModule {}
