import { Injectable, Logger } from '@nestjs/common';
import { ChangeIntents } from '../../platform/outbox/change-intents';
import { DirectoryIndex, IndexedGroupRow, IndexedUserRow } from './index/directory-index';

const KIND = 'directory.index-refresh';
const CHANGE_GRACE_MS = 60_000;
/** One change of several people's entries (a SCIM group's members) under way: recorded before its writes. */
type Pending = { userId?: string; userIds?: string[]; groupId?: string };

/**
 * How the directory's commands bring the search index up to date after they store people's entries.
 * The stored change is what the caller is told about: when Redis cannot take the refresh now, a change
 * intent keeps it (in the database, beside the change) and the worker's catch-up finishes it, so a
 * change stored while Redis is down answers 200, not 500.
 */
@Injectable()
export class IndexRefresh {
  private readonly logger = new Logger(IndexRefresh.name);

  constructor(
    private readonly index: DirectoryIndex,
    private readonly intents: ChangeIntents,
  ) {}

  async afterWrite(userIds: readonly string[]): Promise<void> {
    try {
      await this.index.refresh(userIds);
    } catch (error) {
      this.logger.warn(`directory index not refreshed for ${userIds.length} people now, left to the worker: ${(error as Error).message}`);
      await this.leaveToWorker(userIds);
    }
  }

  /** As `afterWrite`, for people whose whole entries the writer holds (a document it just inserted): no read again. */
  async afterWriteOf(rows: readonly IndexedUserRow[]): Promise<void> {
    try {
      await this.index.refreshFromRows(rows);
    } catch (error) {
      this.logger.warn(`directory index not refreshed for ${rows.length} people now, left to the worker: ${(error as Error).message}`);
      await this.leaveToWorker(rows.map((row) => String(row._id)));
    }
  }

  /** As `afterWrite`, for groups (their names in the lookup maps and the pickers). */
  async afterGroupWrite(groupIds: readonly string[]): Promise<void> {
    try {
      await this.index.refreshGroups(groupIds);
    } catch (error) {
      this.logger.warn(`directory index not refreshed for ${groupIds.length} groups now, left to the worker: ${(error as Error).message}`);
      await this.leaveToWorker([], groupIds);
    }
  }

  /** As `afterGroupWrite`, for groups whose whole entries the writer holds. */
  async afterGroupWriteOf(rows: readonly IndexedGroupRow[]): Promise<void> {
    try {
      await this.index.refreshGroupsFromRows(rows);
    } catch (error) {
      this.logger.warn(`directory index not refreshed for ${rows.length} groups now, left to the worker: ${(error as Error).message}`);
      await this.leaveToWorker([], rows.map((row) => String(row._id)));
    }
  }

  /**
   * A change whose writes a crash may cut (a SCIM change of one or a thousand people): the intent to
   * refresh these people is stored first, so whatever the writes left behind the worker's catch-up
   * brings the index to what is stored; once written and refreshed, the intent goes. `write` is given
   * when the intent was first recorded: a retry of the same change after a crash gets the first attempt's time.
   */
  async around<T>(key: string, userIds: readonly string[], write: (since: Date) => Promise<T>): Promise<T> {
    const intentKey = `${KIND}.${key}`;
    const since = userIds.length ? (await this.intents.record<Pending>(intentKey, KIND, { userIds: [...userIds] })).created_at : new Date();
    const result = await write(since);
    await this.afterWrite(userIds);
    if (userIds.length) await this.intents.remove(intentKey);
    return result;
  }

  /** Refreshes what writers could not (the worker, every half minute); answers how many people and groups. */
  async catchUp(): Promise<number> {
    // A change's own intent (`around`) is left to it for a minute: it is most likely still under way.
    const changeGrace = Date.now() - CHANGE_GRACE_MS;
    const pending = (await this.intents.olderThan<Pending>(KIND, new Date())).filter((intent) => !intent.payload.userIds || intent.created_at.getTime() < changeGrace);
    if (!pending.length) return 0;
    // Removed first: a writer that fails again meanwhile records its own intent, which stays.
    await Promise.all(pending.map((intent) => this.intents.remove(intent._id)));
    const userIds = [...new Set(pending.flatMap((intent) => intent.payload.userIds ?? (intent.payload.userId ? [intent.payload.userId] : [])))];
    const groupIds = [...new Set(pending.flatMap((intent) => (intent.payload.groupId ? [intent.payload.groupId] : [])))];
    try {
      await this.index.refresh(userIds);
      await this.index.refreshGroups(groupIds);
    } catch (error) {
      await this.leaveToWorker(userIds, groupIds);
      throw error;
    }
    return userIds.length + groupIds.length;
  }

  private async leaveToWorker(userIds: readonly string[], groupIds: readonly string[] = []): Promise<void> {
    try {
      await Promise.all([
        ...userIds.map((userId) => this.intents.record<Pending>(`${KIND}.${userId}`, KIND, { userId })),
        ...groupIds.map((groupId) => this.intents.record<Pending>(`${KIND}.group.${groupId}`, KIND, { groupId })),
      ]);
    } catch (error) {
      // The change itself is stored; only its index entry stays behind, until the index's next build.
      this.logger.error(`directory index refresh of ${userIds.length} people and ${groupIds.length} groups not recorded: ${(error as Error).message}`);
    }
  }
}
