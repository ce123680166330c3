import { isDatabaseBusy } from './database-unavailable';

export interface RetryWhenBusyOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Pause after the first refusal; doubled after each, with jitter, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  warn: (message: string) => void;
}

/**
 * Runs one short database operation again when the embedded database refuses it because another
 * writer holds its file (FerretDB on SQLite: "database is locked", SQLITE_BUSY), so the api and
 * the worker writing at once never fail each other. Bounded (by default 6 tries over about 3 s),
 * logged, and only for that refusal: a refused write was not applied, so running it again is safe.
 * Any other error, or the last refusal, is thrown (the api then answers 503 with Retry-After).
 */
export async function retryWhenBusy<T>(what: string, operation: () => Promise<T>, options: RetryWhenBusyOptions): Promise<T> {
  const { attempts = 6, initialDelayMs = 50, maxDelayMs = 1_000, warn } = options;
  let delay = initialDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (!isDatabaseBusy(error) || attempt >= attempts) throw error;
      const pause = Math.round(delay * (0.5 + Math.random()));
      warn(`${what}: database busy (attempt ${attempt} of ${attempts}), retrying in ${pause} ms`);
      await new Promise((resolve) => setTimeout(resolve, pause));
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
