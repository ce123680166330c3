import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { GroupCommit, groupedInserts } from '../platform/database/group-commit';
import { deterministicObjectId, originOf } from '../platform/outbox/durable-event';
import { Outbox } from '../platform/outbox/outbox';
import { ActivityLog } from './activity-log.schema';

export interface ActivityEntry {
  action: string;
  message: string;
  actor: { userId: string; fullname: string } | null;
  target: ActivityLog['target'];
  details?: Record<string, unknown>;
}

/** The outbox reaction name of the activity log. */
export const ACTIVITY_REACTION = 'activity';

/**
 * Writes one log line for one event. An event that came through the outbox gets the same line id on
 * every delivery (its key and staging time), so the relay's second delivery finds the line written
 * and only reports it done. Event handlers run outside the HTTP pipeline, so a failure is logged, not
 * thrown: the outbox entry stays and the relay delivers the event again.
 */
@Injectable()
export class ActivityRecorder {
  private readonly logger = new Logger(ActivityRecorder.name);
  /** Lines of concurrent changes are inserted together (group commit). */
  private readonly inserts: GroupCommit<object>;

  constructor(
    @InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>,
    private readonly outbox: Outbox,
  ) {
    this.inserts = groupedInserts(this.logs.collection);
  }

  async record(event: object, entry: ActivityEntry): Promise<void> {
    const origin = originOf(event);
    try {
      const line = new this.logs({
        ...(origin ? { _id: deterministicObjectId(origin, ACTIVITY_REACTION) } : {}),
        created_time: origin?.stagedAt ?? new Date(),
        action: entry.action,
        message: entry.message,
        user: entry.actor ? { _id: new Types.ObjectId(entry.actor.userId), fullname: entry.actor.fullname } : null,
        target: entry.target,
        details: entry.details,
      });
      await line.validate();
      await this.inserts.submit(line.toObject());
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) {
        this.logger.error(`could not record ${entry.action}: ${(error as Error).message}`);
        return;
      }
    }
    await this.outbox.markDone(event, ACTIVITY_REACTION);
  }
}
