import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { StatusCheck, StoredStatusCheck } from '../status-check.schema';

/** The checks' document reads in flight at once in one worker; the others wait their turn here. */
const READS_AT_ONCE = 8;

/**
 * The checks' documents, read by `_id` (the one filter FerretDB pushes down; an `$in` of 200 ids ran past
 * the 20 s limit) a few at a time: the checks of an interval start together (up to STATUS_CHECK_CONCURRENCY,
 * 100, at once), and one read each took a connection of the pool apiece, so that the others waited past
 * the pool's 5 s and their checks failed. Waiting here has no limit: a check is late, never lost.
 */
@Injectable()
export class CheckReads {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(@InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>) {}

  async read(toolId: string): Promise<StoredStatusCheck | null> {
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
