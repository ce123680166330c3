import { Module, OnModuleInit } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../directory/directory.public';
import { Outbox } from '../platform/outbox/outbox';
import { SubsidiariesPublicModule } from '../subsidiaries/subsidiaries.public';
import { MaintenanceDeclaredEvent, MaintenanceEndedEvent } from '../tool-status/tool-status.public';
import { ToolsModule } from '../tools/tools.module';
import { AnnouncementsAdminController } from './admin/announcements.admin.controller';
import { AnnouncementAudiences } from './announcement-audiences';
import { AnnouncementBoard } from './announcement-board';
import { AnnouncementDrafts } from './announcement-draft';
import { AnnouncementReaders } from './announcement-readers';
import { AnnouncementToolViewers } from './announcement-tool-viewers';
import { Announcement, AnnouncementReader, AnnouncementReaderSchema, AnnouncementSchema } from './announcement.schema';
import { AnnouncementsController } from './announcements.controller';
import { CallerAnnouncements } from './caller-announcements';
import { MayDismissAnnouncement } from './may-dismiss-announcement.guard';
import { MayManageAnnouncement } from './may-manage-announcement.guard';
import { CreateAnnouncementHandler } from './commands/create-announcement/create-announcement.handler';
import { DeleteAnnouncementHandler } from './commands/delete-announcement/delete-announcement.handler';
import { DismissAnnouncementHandler } from './commands/dismiss-announcement/dismiss-announcement.handler';
import { MarkAnnouncementsReadHandler } from './commands/mark-announcements-read/mark-announcements-read.handler';
import { RecordSeenToolsHandler } from './commands/record-seen-tools/record-seen-tools.handler';
import { UpdateAnnouncementHandler } from './commands/update-announcement/update-announcement.handler';
import { GetAnnouncementHandler } from './queries/get-announcement/get-announcement.handler';
import { GetMyAnnouncementsHandler } from './queries/get-my-announcements/get-my-announcements.handler';
import { ListAnnouncementsHandler } from './queries/list-announcements/list-announcements.handler';
import { MAINTENANCE_ANNOUNCEMENT_REACTION, PublishMaintenanceHandler } from './maintenance/publish-maintenance.handler';

export const AnnouncementModels = MongooseModule.forFeature([
  { name: Announcement.name, schema: AnnouncementSchema },
  { name: AnnouncementReader.name, schema: AnnouncementReaderSchema },
]);

/** The reactions to a tool's maintenance, in the api (at once) and the worker (the outbox relay). */
export function expectMaintenanceAnnouncements(outbox: Outbox): void {
  outbox.expect(MaintenanceDeclaredEvent, MAINTENANCE_ANNOUNCEMENT_REACTION);
  outbox.expect(MaintenanceEndedEvent, MAINTENANCE_ANNOUNCEMENT_REACTION);
}

/** Announcements (issue 36): written in the back-office, read by each person from an in-memory board. */
@Module({
  imports: [
    AnnouncementModels,
    DirectoryPublicModule,
    SubsidiariesPublicModule,
    ToolsModule,
  ],
  controllers: [AnnouncementsController, AnnouncementsAdminController],
  providers: [
    AnnouncementBoard,
    AnnouncementDrafts,
    AnnouncementReaders,
    AnnouncementAudiences,
    AnnouncementToolViewers,
    CallerAnnouncements,
    PublishMaintenanceHandler,
    MayManageAnnouncement,
    MayDismissAnnouncement,
    CreateAnnouncementHandler,
    UpdateAnnouncementHandler,
    DeleteAnnouncementHandler,
    DismissAnnouncementHandler,
    MarkAnnouncementsReadHandler,
    RecordSeenToolsHandler,
    GetAnnouncementHandler,
    ListAnnouncementsHandler,
    GetMyAnnouncementsHandler,
  ],
  exports: [AnnouncementBoard],
})
export class AnnouncementsModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    expectMaintenanceAnnouncements(this.outbox);
  }
}
