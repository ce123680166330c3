import { notifyManager } from '@tanstack/react-query';

/**
 * react-query tells its observers of each query's answer in a `setTimeout` of its own. At boot a dozen
 * access checks (one per menu entry and page) and the home's queries settle within the same few
 * milliseconds, and each timer made React render and commit the whole tree again: some 25 commits
 * 1–3 ms apart before the list could mount. Here the notifications scheduled before the timer fires
 * run in that one task, where React batches their updates into one render. Still a macrotask, in the
 * same order: only the number of timers changes.
 */
export function coalesceQueryNotifications(): void {
  let waiting: (() => void)[] = [];
  const runWaiting = () => {
    const run = waiting;
    waiting = [];
    run.forEach((notify) => notify());
  };
  notifyManager.setScheduler((notify) => {
    waiting.push(notify);
    if (waiting.length === 1) setTimeout(runWaiting, 0);
  });
}
