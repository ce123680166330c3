/** Waits `ms`, unless `signal` aborts first. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

interface RetryUntilDoneOptions {
  /** First pause after a failure; doubled after each, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Stops retrying (the process is shutting down). */
  signal?: AbortSignal;
  warn: (message: string) => void;
}

/**
 * Runs start-up work that needs Redis or the database (building the directory index, loading the
 * catalogue) until it succeeds, with growing pauses, so a process started before its services
 * catches up once they are there instead of staying without it. Each failure is logged.
 * Resolves true once done, false when stopped by the signal.
 */
export async function retryUntilDone(what: string, work: () => Promise<unknown>, options: RetryUntilDoneOptions): Promise<boolean> {
  const { initialDelayMs = 1_000, maxDelayMs = 10_000, signal, warn } = options;
  let delay = initialDelayMs;
  for (let attempt = 1; !signal?.aborted; attempt++) {
    try {
      await work();
      if (attempt > 1) warn(`${what}: done after ${attempt} attempts`);
      return true;
    } catch (error) {
      warn(`${what} failed (attempt ${attempt}, retrying in ${delay} ms): ${error instanceof Error ? error.message : String(error)}`);
      await pause(delay, signal);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
  return false;
}
