import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { UserUpdatedByAdminEvent } from '../../directory/events/user-updated-by-admin.event';
import { ActivityLog } from '../activity-log.schema';

/** Writes the log line for an administrator's change to a user. */
@EventsHandler(UserUpdatedByAdminEvent)
export class RecordUserUpdatedHandler implements IEventHandler<UserUpdatedByAdminEvent> {
  private readonly logger = new Logger(RecordUserUpdatedHandler.name);

  constructor(@InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>) {}

  async handle(event: UserUpdatedByAdminEvent) {
    try {
      await this.logs.create({
        action: 'directory.user.updated',
        message: `${event.actor.fullname} updated ${event.user.fullname} (${event.fields.join(', ')})`,
        user: { _id: new Types.ObjectId(event.actor.userId), fullname: event.actor.fullname },
        target: { kind: 'user', id: event.user.userId, label: event.user.fullname },
        details: { fields: event.fields },
      });
    } catch (error) {
      this.logger.error(`could not record the user change: ${(error as Error).message}`);
    }
  }
}
