import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Outbox } from '../../platform/outbox/outbox';
import { MaintenanceDeclaredEvent, MaintenanceEndedEvent } from '../../tool-status/tool-status.public';
import { AnnouncementBoard } from '../announcement-board';
import { maintenanceAnnouncementId, maintenanceTexts } from './maintenance-announcement';

export const MAINTENANCE_ANNOUNCEMENT_REACTION = 'maintenance-announcement';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/**
 * A declared maintenance becomes the tool's maintenance announcement, for the people who see the tool
 * (audience `toolViewers`, decided when each person reads). Idempotent: one document per tool, written
 * only by a declaration at least as recent as the one it holds, so a redelivered or late event changes
 * nothing; an early end ends the announcement. Reported done to the outbox once written.
 */
@EventsHandler(MaintenanceDeclaredEvent, MaintenanceEndedEvent)
export class PublishMaintenanceHandler implements IEventHandler<MaintenanceDeclaredEvent | MaintenanceEndedEvent> {
  constructor(
    private readonly board: AnnouncementBoard,
    private readonly outbox: Outbox,
  ) {}

  handle(event: MaintenanceDeclaredEvent | MaintenanceEndedEvent): Promise<void> {
    return this.outbox.react(event, MAINTENANCE_ANNOUNCEMENT_REACTION, `writing the maintenance announcement of tool ${event.toolId}`, async () => {
      const changed = event instanceof MaintenanceDeclaredEvent ? await this.declared(event) : await this.ended(event);
      if (changed) await this.board.changed();
    });
  }

  private async declared(event: MaintenanceDeclaredEvent): Promise<boolean> {
    const declaredAt = new Date(event.declaredAt);
    const { title, body } = maintenanceTexts(event.toolTitle, event.message);
    try {
      const result = await this.board.announcements.updateOne(
        { _id: maintenanceAnnouncementId(event.toolId), $or: [{ 'maintenanceOf.declaredAt': { $lte: declaredAt } }, { maintenanceOf: null }] },
        {
          $set: {
            title,
            body,
            kind: 'maintenance',
            audience: { subsidiaries: [], groups: [], languages: [], toolViewers: true },
            startsAt: declaredAt,
            endsAt: new Date(event.until),
            tools: [event.toolId],
            creator: event.actor.userId ?? undefined,
            maintenanceOf: { toolId: event.toolId, declaredAt },
          },
        },
        { upsert: true },
      );
      return result.modifiedCount + result.upsertedCount > 0;
    } catch (error) {
      // A later declaration is stored already: this one is outdated.
      if (isDuplicate(error)) return false;
      throw error;
    }
  }

  private async ended(event: MaintenanceEndedEvent): Promise<boolean> {
    const endedAt = new Date(event.endedAt);
    const result = await this.board.announcements.updateOne(
      { _id: maintenanceAnnouncementId(event.toolId), 'maintenanceOf.declaredAt': { $lte: endedAt }, endsAt: { $gt: endedAt } },
      { $set: { endsAt: endedAt } },
    );
    return result.modifiedCount > 0;
  }
}
