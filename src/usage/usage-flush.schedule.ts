import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { UsageFlusher } from './usage-flusher';

/** Every 10 s in the worker: the day's counts lag the opens by seconds, never more. */
@Injectable()
export class UsageFlushSchedule {
  private running = false;

  constructor(private readonly flusher: UsageFlusher) {}

  @Interval(10_000)
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
