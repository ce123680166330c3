import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { GroupCommit, groupedInserts, refusalBesidesDuplicates } from '../platform/database/group-commit';
import { deterministicObjectId, type OutboxOrigin, originOf } from '../platform/outbox/durable-event';
import { Outbox } from '../platform/outbox/outbox';
import { ActivityLog } from './activity-log.schema';

export interface ActivityEntry {
  action: string;
  message: string;
  actor: { userId: string; fullname: string } | null;
  target: ActivityLog['target'];
  details?: Record<string, unknown>;
  /**
   * The line's own key and time, for an event that tells several facts (a line each): they make the line's
   * id, in place of the event's outbox entry, so a fact told again by another event is written once.
   */
  fact?: { key: string; at: Date };
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

  /** Writes the event's line(s), each once; the event is reported done when all are stored. */
  async record(event: object, described: ActivityEntry | ActivityEntry[]): Promise<void> {
    const origin = originOf(event);
    const entries = Array.isArray(described) ? described : [described];
    try {
      const lines = await Promise.all(entries.map((entry) => this.lineOf(origin, entry)));
      const outcomes = await this.inserts.submitAll(lines);
      const refused = refusalBesidesDuplicates(outcomes);
      if (refused) throw refused.reason;
    } catch (error) {
      this.logger.error(`could not record ${entries.map((entry) => entry.action).join(', ')}: ${(error as Error).message}`);
      return;
    }
    await this.outbox.markDone(event, ACTIVITY_REACTION);
  }

  /** The line of one entry; its id the same on every delivery when it has a key (the entry's fact, or the event's outbox entry). */
  private async lineOf(origin: OutboxOrigin | null, { fact, ...entry }: ActivityEntry): Promise<object> {
    const once: OutboxOrigin | null = fact ? { key: fact.key, generation: '', stagedAt: fact.at } : origin;
    const line = new this.logs({
      ...(once ? { _id: deterministicObjectId(once, ACTIVITY_REACTION) } : {}),
      created_time: once?.stagedAt ?? new Date(),
      action: entry.action,
      message: entry.message,
      user: entry.actor ? { _id: new Types.ObjectId(entry.actor.userId), fullname: entry.actor.fullname } : null,
      target: entry.target,
      details: entry.details,
    });
    await line.validate();
    return line.toObject();
  }
}
