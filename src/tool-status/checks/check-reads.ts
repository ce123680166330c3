import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { CheckEntry, CheckSettings } from '../check-settings';
import { StatusCheck, StoredStatusCheck } from '../status-check.schema';

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

  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly settings: CheckSettings,
  ) {}

  async read(toolId: string): Promise<CheckEntry | null> {
    const cached = await this.settings.read(toolId);
    if (cached) return cached;
    const stored = await this.readStored(toolId);
    if (!stored) return null;
    await this.settings.fill(toolId, stored);
    return this.settings.read(toolId);
  }

  private async readStored(toolId: string): Promise<StoredStatusCheck | null> {
    // A read that ends hands its turn to the next one waiting, else frees it.
    if (this.running >= READS_AT_ONCE) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await this.checks.findOne({ _id: new Types.ObjectId(toolId) }).lean<StoredStatusCheck>();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
