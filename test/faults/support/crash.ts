import { rmSync, writeFileSync } from 'node:fs';
import type { ManagedProcess } from './managed-process';
import type { FaultStack } from './stack';
import { phase } from './phase-timing';

/**
 * Arms the running api's fault switch with `step`, runs `call` (the api kills itself, SIGKILL, at
 * that step during it), checks it died there, and starts it again with the switch disarmed.
 */
export async function crashAt(stack: FaultStack, step: string, call: () => Promise<unknown>): Promise<void> {
  await killedAt(stack.api, stack.faultSwitch, step, `call until the api died at ${step}`, 10_000, () => call().catch(() => undefined));
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
      const deadline = Date.now() + timeoutMs;
      while (child.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    });
  } finally {
    rmSync(faultSwitch, { force: true });
  }
  expect(child.running).toBe(false);
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
