import { within } from '../lifecycle/within';

export type Check = { status: 'up'; detail?: string } | { status: 'down'; error: string };

/** Health probes answer within this, so an orchestrator's probe never hangs on a dead part. */
const CHECK_TIMEOUT_MS = 2000;

/** Runs a probe with a deadline; its resolved string, if any, is reported as detail. */
export async function check(probe: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS): Promise<Check> {
  try {
    const answer = await within(probe(), timeoutMs);
    if (!answer.done) return { status: 'down', error: `no answer within ${timeoutMs} ms` };
    return typeof answer.value === 'string' ? { status: 'up', detail: answer.value } : { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  }
}

/**
 * `run`, shared: callers while a round runs, and for `ms` after it ended, get that round's answer
 * instead of starting their own.
 */
export function sharedFor<T>(ms: number, run: () => Promise<T>): () => Promise<T> {
  let last: { answer: Promise<T>; until: number } | null = null;
  return () => {
    if (last && performance.now() < last.until) return last.answer;
    const round = { answer: run(), until: Infinity };
    last = round;
    const settle = () => void (round.until = performance.now() + ms);
    round.answer.then(settle, settle);
    return round.answer;
  };
}
