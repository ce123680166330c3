import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { simpleRestContentRange, SimpleRestListQuery } from '../../contracts';
import { createAnnouncementBody, objectId, simpleRestListQuery, updateAnnouncementBody } from '../../contracts/requests';
import { CurrentPrincipal } from '../../platform/auth/current-user.decorator';
import type { Principal } from '../../platform/auth/principal';
import { RequirePermission } from '../../platform/auth/require-permission.decorator';
import { valid } from '../../platform/http/zod-validation.pipe';
import { CreateAnnouncementCommand } from '../commands/create-announcement/create-announcement.command';
import { DeleteAnnouncementCommand } from '../commands/delete-announcement/delete-announcement.command';
import { UpdateAnnouncementCommand } from '../commands/update-announcement/update-announcement.command';
import { GetAnnouncementQuery } from '../queries/get-announcement/get-announcement.query';
import { ListAnnouncementsQuery } from '../queries/list-announcements/list-announcements.query';
import { announcementListCriteriaOf } from './announcement-list.params';
import { MayManageAnnouncement } from '../may-manage-announcement.guard';

const RESOURCE = 'announcements';

/** The back-office resource /api/admin/announcements for ra-data-simple-rest. */
@Controller('admin/announcements')
export class AnnouncementsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RequirePermission('announcements.manage')
  @Get()
  async list(@CurrentPrincipal() principal: Principal, @Query(valid(simpleRestListQuery)) query: SimpleRestListQuery, @Res({ passthrough: true }) res: Response) {
    const criteria = announcementListCriteriaOf(query);
    const page = await this.queries.execute(new ListAnnouncementsQuery(principal, criteria));
    res.setHeader('Content-Range', simpleRestContentRange(RESOURCE, criteria.offset, page.data.length, page.total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return page.data;
  }

  @RequirePermission('announcements.manage')
  @Get(':id')
  one(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.queries.execute(new GetAnnouncementQuery(principal, id));
  }

  @RequirePermission('announcements.manage')
  @Post()
  create(@CurrentPrincipal() principal: Principal, @Body(valid(createAnnouncementBody)) body: unknown) {
    return this.commands.execute(new CreateAnnouncementCommand(principal, body));
  }

  @RequirePermission('announcements.manage')
  @Put(':id')
  @UseGuards(MayManageAnnouncement)
  update(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(updateAnnouncementBody)) body: unknown) {
    return this.commands.execute(new UpdateAnnouncementCommand(principal, id, body));
  }

  @RequirePermission('announcements.manage')
  @Delete(':id')
  remove(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string) {
    return this.commands.execute(new DeleteAnnouncementCommand(principal, id));
  }
}
