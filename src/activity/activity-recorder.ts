import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ActivityLog } from './activity-log.schema';

export interface ActivityEntry {
  action: string;
  message: string;
  actor: { userId: string; fullname: string } | null;
  target: ActivityLog['target'];
  details?: Record<string, unknown>;
}

/**
 * Writes one log line. Event handlers run outside the HTTP pipeline, so a failure here is logged
 * and swallowed: the change it describes has already happened and must not be reported as failed.
 */
@Injectable()
export class ActivityRecorder {
  private readonly logger = new Logger(ActivityRecorder.name);

  constructor(@InjectModel(ActivityLog.name) private readonly logs: Model<ActivityLog>) {}

  async record(entry: ActivityEntry): Promise<void> {
    try {
      await this.logs.create({
        action: entry.action,
        message: entry.message,
        user: entry.actor ? { _id: new Types.ObjectId(entry.actor.userId), fullname: entry.actor.fullname } : null,
        target: entry.target,
        details: entry.details,
      });
    } catch (error) {
      this.logger.error(`could not record ${entry.action}: ${(error as Error).message}`);
    }
  }
}
