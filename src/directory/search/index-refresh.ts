import { Injectable, Logger } from '@nestjs/common';
import { ChangeIntents } from '../../platform/outbox/change-intents';
import { DirectoryIndex } from './index/directory-index';

const KIND = 'directory.index-refresh';
type Pending = { userId: string };

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

  /** Refreshes what writers could not (the worker, every half minute); answers how many people. */
  async catchUp(): Promise<number> {
    const pending = await this.intents.olderThan<Pending>(KIND, new Date());
    if (!pending.length) return 0;
    // Removed first: a writer that fails again meanwhile records its own intent, which stays.
    await Promise.all(pending.map((intent) => this.intents.remove(intent._id)));
    const userIds = pending.map((intent) => intent.payload.userId);
    try {
      await this.index.refresh(userIds);
    } catch (error) {
      await this.leaveToWorker(userIds);
      throw error;
    }
    return userIds.length;
  }

  private async leaveToWorker(userIds: readonly string[]): Promise<void> {
    try {
      await Promise.all(userIds.map((userId) => this.intents.record<Pending>(`${KIND}.${userId}`, KIND, { userId })));
    } catch (error) {
      // The change itself is stored; only its index entry stays behind, until the index's next build.
      this.logger.error(`directory index refresh of ${userIds.length} people not recorded: ${(error as Error).message}`);
    }
  }
}
