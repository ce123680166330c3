import type { Logger } from '@nestjs/common';

/** FerretDB on SQLite answers this while another command holds the write lock. */
const BUSY = /SQLITE_BUSY|database is locked/i;

export function isDatabaseBusy(error: unknown): boolean {
  return BUSY.test(error instanceof Error ? error.message : String(error));
}

export interface BusyRetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** First wait; doubled each time, with jitter, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  logger?: Pick<Logger, 'warn'>;
  /** Named in the log line. */
  what?: string;
}

/**
 * Runs `work` again while the database answers "busy" (another process holds SQLite's write lock),
 * waiting longer each time, a bounded number of times; any other error, or the last busy one, is
 * thrown. `work` must be safe to repeat (an update by `_id`, an insert whose duplicate is ignored).
 */
export async function retryWhenBusy<T>(work: () => Promise<T>, options: BusyRetryOptions = {}): Promise<T> {
  const { attempts = 8, baseDelayMs = 50, maxDelayMs = 2_000, logger, what = 'a database write' } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseBusy(error) || attempt >= attempts) throw error;
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
      logger?.warn(`${what}: database busy, try ${attempt} of ${attempts}; again in ${Math.round(delay)} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
