import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { CheckEntry } from '../check-settings';
import type { StoredStatusCheck } from '../status-check.schema';
import { ToolStatusStore } from '../tool-status-store';

/** The database reads in flight at once in one worker, when Redis lost the checks' read model; the others wait their turn here. */
const READS_AT_ONCE = 8;

/**
 * A check run's settings and state: from the Redis read model (`CheckSettings`), one round trip and no
 * database. Only a check Redis holds nothing of (its data lost, before the worker's reconciliation) reads
 * its document by `_id`, a few at a time (one connection of the pool each: at 2,000 checks an interval,
 * FerretDB took over 25 s a read), and writes it to the read model for the next runs.
 */
@Injectable()
export class CheckReads {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly store: ToolStatusStore) {}

  async read(toolId: string): Promise<CheckEntry | null> {
    const cached = await this.store.settings.read(toolId);
    if (cached) return cached;
    const stored = await this.readStored(toolId);
    if (!stored) return null;
    await this.store.settings.fill(toolId, stored);
    return this.store.settings.read(toolId);
  }

  private async readStored(toolId: string): Promise<StoredStatusCheck | null> {
    // A read that ends hands its turn to the next one waiting, else frees it.
    if (this.running >= READS_AT_ONCE) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await this.store.checks.findOne({ _id: new Types.ObjectId(toolId) }).lean<StoredStatusCheck>();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
