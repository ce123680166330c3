import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { processTuning } from '../platform/config/process-tuning';
import { UsageFlusher } from './usage-flusher';

/** USAGE_FLUSH_EVERY_MS: 10 s in production, shortened by the fault stack. */
const EVERY_MS = processTuning().USAGE_FLUSH_EVERY_MS;

/** Every 10 s in the worker: the day's counts lag the opens by seconds, never more. */
@Injectable()
export class UsageFlushSchedule {
  private running = false;

  constructor(private readonly flusher: UsageFlusher) {}

  @Interval(EVERY_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.flusher.flush();
    } finally {
      this.running = false;
    }
  }
}
