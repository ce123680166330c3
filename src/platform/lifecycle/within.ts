/** How a bounded wait ended: the work's value, or nothing because the time ran out first. */
export type Bounded<T> = { done: true; value: T } | { done: false };

/**
 * Waits for `work`, but no longer than `timeoutMs`: a dead Redis, database or child process never
 * holds a probe or a shutdown. A rejection of `work` passes through. The work itself goes on (a
 * promise cannot be cancelled); the timer is cleared, so it never keeps the process alive.
 */
export async function within<T>(work: Promise<T>, timeoutMs: number): Promise<Bounded<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Bounded<T>>((resolve) => (timer = setTimeout(() => resolve({ done: false }), timeoutMs)));
  try {
    return await Promise.race([work.then((value): Bounded<T> => ({ done: true, value })), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
