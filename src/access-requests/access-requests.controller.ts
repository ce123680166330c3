import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ACCESS_REQUEST_LIMITS, toLanguage } from '../contracts';
import {
  type AccessPolicyBody,
  accessPolicyBody,
  accessRequestBody,
  type AccessRequestBody,
  accessRequestPageQuery,
  type AccessRequestPageQuery,
  approveAccessBody,
  type DirectGrantBody,
  directGrantBody,
  emptyBody,
  langQuery,
  objectId,
  refuseAccessBody,
} from '../contracts/requests';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { valid } from '../platform/http/zod-validation.pipe';
import { MayDecideAccessRequest, MayEditAccessPolicy, MayGrantAccess, MayRequestAccess, MayWithdrawAccessRequest } from './access-request.guards';
import { DecideAccessRequestCommand } from './commands/decide-access-request/decide-access-request.command';
import { GrantAccessDirectlyCommand } from './commands/grant-access-directly/grant-access-directly.command';
import { RequestAccessCommand } from './commands/request-access/request-access.command';
import { SaveAccessPolicyCommand } from './commands/save-access-policy/save-access-policy.command';
import { WithdrawAccessRequestCommand } from './commands/withdraw-access-request/withdraw-access-request.command';
import { FindRequestableToolsQuery } from './queries/find-requestable-tools/find-requestable-tools.query';
import { GetAccessPolicyQuery } from './queries/get-access-policy/get-access-policy.query';
import { ListAccessRequestsToDecideQuery } from './queries/list-access-requests-to-decide/list-access-requests-to-decide.query';
import { ListToolGrantsQuery } from './queries/list-tool-grants/list-tool-grants.query';
import { ListRecentlyDecidedAccessRequestsQuery } from './queries/list-recently-decided-access-requests/list-recently-decided-access-requests.query';
import { ListMyAccessRequestsQuery } from './queries/list-my-access-requests/list-my-access-requests.query';

type Lang = { lang?: string };

/** Access requests (issue 35): a tool's policy, asking, withdrawing, deciding, and an administrator's direct grant. */
@Controller('access-requests')
export class AccessRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('tools/:toolId/policy')
  @UseGuards(MayEditAccessPolicy)
  policy(@Param('toolId', valid(objectId)) toolId: string) {
    return this.queries.execute(new GetAccessPolicyQuery(toolId));
  }

  @Put('tools/:toolId/policy')
  @UseGuards(MayEditAccessPolicy)
  savePolicy(@CurrentPrincipal() caller: Principal, @Param('toolId', valid(objectId)) toolId: string, @Body(valid(accessPolicyBody)) body: AccessPolicyBody) {
    return this.commands.execute(new SaveAccessPolicyCommand(caller, toolId, body));
  }

  @Get('requestable')
  requestable(@CurrentPrincipal() caller: Principal, @Query(valid(langQuery)) { lang }: Lang) {
    return this.queries.execute(new FindRequestableToolsQuery(caller, toLanguage(lang ?? caller.language)));
  }

  @Post('tools/:toolId')
  @UseGuards(MayRequestAccess)
  request(@CurrentPrincipal() caller: Principal, @Param('toolId', valid(objectId)) toolId: string, @Body(valid(accessRequestBody)) body: AccessRequestBody) {
    return this.commands.execute(new RequestAccessCommand(caller, toolId, body));
  }

  /** The tool's running grants and their ends, for its editors (403 for a viewer, 404 for anyone else). */
  @Get('tools/:toolId/grants')
  @UseGuards(MayEditAccessPolicy)
  grants(@Param('toolId', valid(objectId)) toolId: string) {
    return this.queries.execute(new ListToolGrantsQuery(toolId));
  }

  @Post('tools/:toolId/grants')
  @UseGuards(MayGrantAccess)
  grant(@CurrentPrincipal() caller: Principal, @Param('toolId', valid(objectId)) toolId: string, @Body(valid(directGrantBody)) body: DirectGrantBody) {
    return this.commands.execute(new GrantAccessDirectlyCommand(caller, toolId, body.userId, body.endsAt ?? null));
  }

  @Get('mine')
  mine(@CurrentPrincipal() caller: Principal, @Query(valid(langQuery)) { lang }: Lang) {
    return this.queries.execute(new ListMyAccessRequestsQuery(caller, toLanguage(lang ?? caller.language)));
  }

  @Get('to-decide')
  toDecide(@CurrentPrincipal() caller: Principal, @Query(valid(accessRequestPageQuery)) query: AccessRequestPageQuery) {
    const perPage = query.perPage ?? ACCESS_REQUEST_LIMITS.pageSize;
    return this.queries.execute(new ListAccessRequestsToDecideQuery(caller, query.page ?? 1, perPage, toLanguage(query.lang ?? caller.language), query.toolId));
  }

  /** Decided lately by another approver of the caller's requests (`toolId`: one tool's): who decided and when. */
  @Get('decided')
  decided(@CurrentPrincipal() caller: Principal, @Query(valid(accessRequestPageQuery)) query: AccessRequestPageQuery) {
    return this.queries.execute(new ListRecentlyDecidedAccessRequestsQuery(caller, toLanguage(query.lang ?? caller.language), query.toolId));
  }

  @Post(':id/withdraw')
  @UseGuards(MayWithdrawAccessRequest)
  @HttpCode(204)
  async withdraw(@CurrentPrincipal() caller: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(emptyBody)) _body: unknown) {
    await this.commands.execute(new WithdrawAccessRequestCommand(caller, id));
  }

  @Put(':id/approve')
  @UseGuards(MayDecideAccessRequest)
  approve(@CurrentPrincipal() caller: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(approveAccessBody)) body: { days?: number | null } | undefined) {
    return this.commands.execute(new DecideAccessRequestCommand(caller, id, 'approve', null, body?.days ?? null));
  }

  @Put(':id/refuse')
  @UseGuards(MayDecideAccessRequest)
  refuse(@CurrentPrincipal() caller: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(refuseAccessBody)) body: { reason?: string | null }) {
    return this.commands.execute(new DecideAccessRequestCommand(caller, id, 'refuse', body.reason ?? null));
  }
}
