import { rmSync, writeFileSync } from 'node:fs';
import type { ManagedProcess } from './managed-process';
import type { FaultStack } from './stack';
import { phase } from './phase-timing';

/**
 * How long after its request is sent the api may take to reach a crash point and die. Generous: on 2
 * loaded cores (other suites beside it) each of the request's database calls can take seconds.
 */
const STEP_REACHED_WITHIN_MS = 60_000;

/**
 * Arms the running api's fault switch with `step`, runs `call` (the api kills itself, SIGKILL, at
 * that step during it or in the work its answer left running), checks it died there, and starts it
 * again with the switch disarmed. What is waited for is the api's exit, counted from when the request
 * was sent; if the request is answered first, the exit may still come (a step after the answer), and
 * the failure then names that answer.
 */
export async function crashAt(stack: FaultStack, step: string, call: () => Promise<unknown>): Promise<void> {
  await killedAt(stack.api, stack.faultSwitch, step, `call until the api died at ${step}`, STEP_REACHED_WITHIN_MS, async () => {
    const sent = Date.now();
    // A cut connection is the api dying under the request: its exit decides.
    const answered = call().then(
      (res) => ({ answer: res as { status?: number; body?: unknown } | undefined }),
      () => new Promise<never>(() => undefined),
    );
    const outcome = await Promise.race([stack.api.exitsWithin(STEP_REACHED_WITHIN_MS), answered]);
    if (outcome === true) return;
    if (outcome === false) throw new Error(`the api had not died at ${step} within ${STEP_REACHED_WITHIN_MS} ms of the call`);
    const answeredAfterMs = Date.now() - sent;
    if (await stack.api.exitsWithin(Math.max(0, STEP_REACHED_WITHIN_MS - answeredAfterMs))) return;
    const { answer } = outcome;
    const what = answer?.status === undefined ? 'the call ended' : `the api answered ${answer.status} ${JSON.stringify(answer.body)}`;
    throw new Error(`${what} ${answeredAfterMs} ms after it was sent, and the api had not died at ${step} within ${STEP_REACHED_WITHIN_MS} ms`);
  });
}

/**
 * Arms `child`'s fault switch with `step`, runs `meanwhile`, waits (up to `timeoutMs`) until the child
 * killed itself there, disarms the switch, checks where it died, and starts it again.
 */
async function killedAt(child: ManagedProcess, faultSwitch: string, step: string, label: string, timeoutMs: number, meanwhile: () => Promise<unknown>) {
  expect(child.running).toBe(true);
  writeFileSync(faultSwitch, step);
  try {
    await phase(label, async () => {
      await meanwhile();
      if (!(await child.exitsWithin(timeoutMs))) throw new Error(`the ${child.name} had not died at ${step} within ${timeoutMs} ms`);
    });
  } finally {
    rmSync(faultSwitch, { force: true });
  }
  expect(child.output).toContain(`FAULT_EXIT_AT=${step}`);
  await child.start();
}

/** Checks until `check` holds or `timeoutMs` passes; answers its last result. */
export async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  return phase('until', async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 100));
    return check();
  });
}

/**
 * Arms the running worker's fault switch with `step`, runs `meanwhile` (by default nothing: its
 * schedules reach the step on their own), waits (up to `timeoutMs`) until it died there, and starts
 * it again with the switch disarmed.
 */
export async function crashWorkerAt(stack: FaultStack, step: string, timeoutMs = 30_000, meanwhile: () => Promise<unknown> = async () => undefined): Promise<void> {
  await killedAt(stack.worker, stack.workerFaultSwitch, step, `until the worker died at ${step}`, timeoutMs, meanwhile);
}

/** Like crashWorkerAt, for a step the worker reaches as it starts (a job it runs at its start): it is restarted armed. */
export async function crashWorkerAtStart(stack: FaultStack, step: string, timeoutMs = 60_000): Promise<void> {
  await killedAt(stack.worker, stack.workerFaultSwitch, step, `the worker restarted until it died at ${step}`, timeoutMs, async () => {
    await stack.worker.kill();
    await stack.worker.start({ wait: false });
  });
}
