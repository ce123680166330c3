import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectConnection } from '@nestjs/mongoose';
import { Interval } from '@nestjs/schedule';
import type { Collection, Connection } from 'mongoose';
import { isComplete, Outbox, OUTBOX_COLLECTION, OutboxEntry } from './outbox';
import { processTuning } from '../config/process-tuning';

const BATCH = 50;
const MAX_BACKOFF_MS = 5 * 60_000;
/** The first wait between deliveries (OUTBOX_RELAY_BACKOFF_MS, for the fault suite). */
const FIRST_BACKOFF_MS = processTuning().OUTBOX_RELAY_BACKOFF_MS;

/** Wait before the next delivery of an entry that is still not done: 10 s, 20 s, 40 s… up to 5 minutes. */
function relayBackoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Runs in the worker. Every second it takes the outbox entries whose time has come (the api had its
 * grace period to deliver them itself), publishes each again on the worker's bus, where the same
 * reactions run (idempotently), and removes the entries whose reactions are all done. An entry stays
 * until it is done: a Redis outage or a crash only delays it.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private running = false;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
  ) {}

  private get entries(): Collection<OutboxEntry> {
    return this.connection.collection<OutboxEntry>(OUTBOX_COLLECTION);
  }

  @Interval('outbox-relay', 1000)
  async tick(): Promise<void> {
    if (this.running || this.connection.readyState !== 1) return;
    this.running = true;
    try {
      await this.relayDue(new Date());
    } catch (error) {
      this.logger.warn(`outbox relay: ${(error as Error).message}`);
    } finally {
      this.running = false;
    }
  }

  /** One pass: answers how many entries were published again. */
  async relayDue(now: Date): Promise<number> {
    const due = await this.entries.find({ next_attempt_at: { $lte: now } }).sort({ next_attempt_at: 1 }).limit(BATCH).toArray();
    const done = await this.outbox.doneOf(due);
    let published = 0;
    for (const entry of due) {
      const finished = done.get(entry._id)!;
      if (isComplete(entry, finished)) {
        await this.outbox.remove(entry);
        continue;
      }
      const event = this.outbox.rebuild(entry);
      const attempts = entry.attempts + 1;
      await this.entries.updateOne({ _id: entry._id }, { $set: { attempts, next_attempt_at: new Date(now.getTime() + relayBackoffMs(attempts)) } });
      if (!event) {
        this.logger.error(`outbox entry ${entry._id}: unknown event type ${entry.type}`);
        continue;
      }
      if (attempts > 3) this.logger.warn(`outbox entry ${entry._id} (${entry.type}) still not done after ${attempts} deliveries; waiting for ${entry.expected.filter((r) => !finished.has(r)).join(', ')}`);
      this.events.publish(event);
      published += 1;
    }
    return published;
  }
}
