import { Module, OnModuleInit } from '@nestjs/common';
import { Outbox } from '../platform/outbox/outbox';
import { AnnouncementBoard } from './announcement-board';
import { AnnouncementModels, expectMaintenanceAnnouncements } from './announcements.module';
import { PublishMaintenanceHandler } from './maintenance/publish-maintenance.handler';

/** The worker's side: a tool's maintenance announcement written again by the outbox relay when the api could not. */
@Module({
  imports: [AnnouncementModels],
  providers: [AnnouncementBoard, PublishMaintenanceHandler],
})
export class AnnouncementsWorkerModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  onModuleInit() {
    expectMaintenanceAnnouncements(this.outbox);
  }
}
