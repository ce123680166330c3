import { Answers } from '../../platform/openapi/answers.decorator';
import { directoryGroupDetailSchema } from '../../contracts/wire/entities';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { FindGroupsByIdsQuery } from './queries/find-groups-by-ids/find-groups-by-ids.query';
import { FindUsersByIdsQuery } from './queries/find-users-by-ids/find-users-by-ids.query';
import { GetGroupByDirectoryIdQuery } from './queries/get-group-by-directory-id/get-group-by-directory-id.query';
import { GetUserByDirectoryIdQuery } from './queries/get-user-by-directory-id/get-user-by-directory-id.query';
import { GetUserByIdQuery } from './queries/get-user-by-id/get-user-by-id.query';
import { GetUserNameMapQuery } from './queries/get-user-name-map/get-user-name-map.query';
import { directoryIdParam, groupIdsParam, objectId, userIdsParam } from '../../contracts/requests';
import { EncodedJson } from '../../platform/http/encoded-json';
import { sendReadyJson } from '../../platform/http/send-ready-json';
import { valid } from '../../platform/http/zod-validation.pipe';

/** The spec's lookups that turn ids into names (front and back-office specs, section 7). */
@Controller()
export class DirectoryLookupController {
  constructor(
    private readonly queries: QueryBus,
    private readonly encoded: EncodedJson,
  ) {}

  @Get('getUsers/id/:ids')
  usersByIds(@Param('ids', valid(userIdsParam)) ids: string) {
    return this.queries.execute(new FindUsersByIdsQuery(ids.split(',')));
  }

  @Get('getServices/id/:ids')
  groupsByIds(@Param('ids', valid(groupIdsParam)) ids: string) {
    return this.queries.execute(new FindGroupsByIdsQuery(ids.split(',')));
  }

  @Get('getUser/hermesid/:id')
  userByDirectoryId(@Param('id', valid(directoryIdParam)) id: string) {
    return this.queries.execute(new GetUserByDirectoryIdQuery(id));
  }

  @Get('getService/hermesid/:id')
  @Answers(directoryGroupDetailSchema)
  groupByDirectoryId(@Param('id', valid(directoryIdParam)) id: string) {
    return this.queries.execute(new GetGroupByDirectoryIdQuery(id));
  }

  @Get('getUser/id/:id')
  userById(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetUserByIdQuery(id));
  }

  // Same answer as getUser/id/{id}: the back-office spec names both paths.
  @Get('getUser/:id')
  user(@Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetUserByIdQuery(id));
  }

  /** Gzipped once per version of the names (`EncodedJson`), then sent as kept; unzipped for a client that refuses gzip. */
  @Get('getMapUsers')
  async userNameMap(@Req() req: Request, @Res() res: Response) {
    sendReadyJson(req, res, await this.encoded.of(await this.queries.execute(new GetUserNameMapQuery())));
  }
}
