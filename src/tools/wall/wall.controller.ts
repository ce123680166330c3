import { Answers } from '../../platform/openapi/answers.decorator';
import { toolCardSchema } from '../../contracts/wire/entities';
import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { FindAppsByNameQuery } from './queries/find-apps-by-name/find-apps-by-name.query';
import { GetAllAppsQuery } from './queries/get-all-apps/get-all-apps.query';
import { GetAppQuery } from './queries/get-app/get-app.query';
import { GetWallQuery } from './queries/get-wall/get-wall.query';
import { requestLanguage } from '../../contracts/languages';
import { EncodedJson } from '../../platform/http/encoded-json';
import { sendReadyJson } from '../../platform/http/send-ready-json';
import { WALL_ROUTE } from './wall-fast-read';
import { wallListOf } from './wall-filters';
import { WallParams, ignoredBody, langQuery, objectId, toolSearchText, wallParams } from '../../contracts/requests';
import { valid } from '../../platform/http/zod-validation.pipe';

/** The spec's read calls of the catalogue (front spec section 7, back-office section 7, Tools). */
@Controller()
export class WallController {
  constructor(
    private readonly queries: QueryBus,
    private readonly encoded: EncodedJson,
  ) {}

  /**
   * The wall (false/false), managed tools (true/false) or subsidiary tools (false/true). The fixed
   * segments (10/100/true/true) are what the front always sends and are ignored, as is the body's
   * servicesList: visibility comes from the directory, never from what the client claims. Most calls
   * are answered before Express by `WallFastRead`, with the same schemas and query.
   */
  @Post(WALL_ROUTE)
  async getApps(
    @Req() req: Request,
    @Res() res: Response,
    @CurrentPrincipal() principal: Principal,
    @Param(valid(wallParams)) { userId, managed, subsidiary }: WallParams,
    @Query(valid(langQuery)) { lang }: { lang?: string },
    @Body(valid(ignoredBody)) _body: unknown,
  ) {
    const language = requestLanguage(lang, principal.language);
    // The read model answers JSON text with its version; its HTTP encoding (gzip, ETag) is made once per version.
    const list = await this.queries.execute(new GetWallQuery(principal, userId, wallListOf(managed, subsidiary), language));
    sendReadyJson(req, res, await this.encoded.of(list));
  }

  @Get('getApp/:id')
  @Answers(toolCardSchema)
  getApp(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetAppQuery(principal, id));
  }

  @RequirePermission('tools.list_all')
  @Get('getAllApps')
  getAllApps(@CurrentPrincipal() principal: Principal, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new GetAllAppsQuery(principal, requestLanguage(lang, principal.language)));
  }

  @RequirePermission('tools.search_by_name')
  @Get('getAppsByName/:text')
  getAppsByName(@CurrentPrincipal() principal: Principal, @Param('text', valid(toolSearchText)) text: string, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new FindAppsByNameQuery(principal, text, requestLanguage(lang, principal.language)));
  }
}
