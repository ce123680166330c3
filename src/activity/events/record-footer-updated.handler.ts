import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { FooterUpdatedEvent } from '../../settings/events/footer-updated.event';
import { ActivityLog } from '../activity-log.schema';

/** Writes the log line for a footer change. Event handlers never reach the HTTP filter: log and go on. */
@EventsHandler(FooterUpdatedEvent)
export class RecordFooterUpdatedHandler implements IEventHandler<FooterUpdatedEvent> {
  private readonly logger = new Logger(RecordFooterUpdatedHandler.name);

  constructor(@InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>) {}

  async handle(event: FooterUpdatedEvent) {
    try {
      await this.logs.create({
        action: 'settings.footer.updated',
        message: `${event.actor.fullname} updated the footer (${event.languages.join(', ') || 'emptied'})`,
        user: { _id: new Types.ObjectId(event.actor.userId), fullname: event.actor.fullname },
        target: { kind: 'settings', id: 'footer', label: 'footer' },
        details: { languages: event.languages },
      });
    } catch (error) {
      this.logger.error(`could not record the footer change: ${(error as Error).message}`);
    }
  }
}
