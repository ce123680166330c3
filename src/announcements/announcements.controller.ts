import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { announcementIdsBody, emptyBody, langQuery, objectId, seenToolsBody } from '../contracts/requests';
import { toLanguage } from '../contracts';
import { CurrentPrincipal } from '../platform/auth/current-user.decorator';
import type { Principal } from '../platform/auth/principal';
import { valid } from '../platform/http/zod-validation.pipe';
import { DismissAnnouncementCommand } from './commands/dismiss-announcement/dismiss-announcement.command';
import { MarkAnnouncementsReadCommand } from './commands/mark-announcements-read/mark-announcements-read.command';
import { RecordSeenToolsCommand } from './commands/record-seen-tools/record-seen-tools.command';
import { MayDismissAnnouncement } from './may-dismiss-announcement.guard';
import { GetMyAnnouncementsQuery } from './queries/get-my-announcements/get-my-announcements.query';

/** The signed-in person's announcements (front: banners, "News", "New for you"). */
@Controller('announcements')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('mine')
  mine(@CurrentPrincipal() principal: Principal, @Query(valid(langQuery)) { lang }: { lang?: string }) {
    return this.queries.execute(new GetMyAnnouncementsQuery(principal, toLanguage(lang ?? principal.language)));
  }

  @Post(':id/dismiss')
  @UseGuards(MayDismissAnnouncement)
  @HttpCode(204)
  async dismiss(@CurrentPrincipal() principal: Principal, @Param('id', valid(objectId)) id: string, @Body(valid(emptyBody)) _body: unknown) {
    await this.commands.execute(new DismissAnnouncementCommand(principal, id));
  }

  @Post('read')
  @HttpCode(204)
  async read(@CurrentPrincipal() principal: Principal, @Body(valid(announcementIdsBody)) { ids }: { ids: string[] }) {
    await this.commands.execute(new MarkAnnouncementsReadCommand(principal, ids));
  }

  @Post('seen-tools')
  @HttpCode(204)
  async seenTools(@CurrentPrincipal() principal: Principal, @Body(valid(seenToolsBody)) { ids }: { ids: string[] }) {
    await this.commands.execute(new RecordSeenToolsCommand(principal, ids));
  }
}
