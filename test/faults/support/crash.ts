import { rmSync, writeFileSync } from 'node:fs';
import type { FaultStack } from './stack';
import { phase } from './phase-timing';

/**
 * Arms the running api's fault switch with `step`, runs `call` (the api kills itself, SIGKILL, at
 * that step during it), checks it died there, and starts it again with the switch disarmed.
 */
export async function crashAt(stack: FaultStack, step: string, call: () => Promise<unknown>): Promise<void> {
  expect(stack.api.running).toBe(true);
  writeFileSync(stack.faultSwitch, step);
  try {
    await phase(`call until the api died at ${step}`, async () => {
      await call().catch(() => undefined);
      const deadline = Date.now() + 10_000;
      while (stack.api.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    });
  } finally {
    rmSync(stack.faultSwitch, { force: true });
  }
  expect(stack.api.running).toBe(false);
  expect(stack.api.output).toContain(`FAULT_EXIT_AT=${step}`);
  await stack.api.start();
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
 * Arms the running worker's fault switch with `step`, waits (up to `timeoutMs`: its schedules reach the
 * step on their own) until it died there, and starts it again with the switch disarmed.
 */
export async function crashWorkerAt(stack: FaultStack, step: string, timeoutMs = 30_000): Promise<void> {
  expect(stack.worker.running).toBe(true);
  writeFileSync(stack.workerFaultSwitch, step);
  try {
    await phase(`until the worker died at ${step}`, async () => {
      const deadline = Date.now() + timeoutMs;
      while (stack.worker.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    });
  } finally {
    rmSync(stack.workerFaultSwitch, { force: true });
  }
  expect(stack.worker.running).toBe(false);
  expect(stack.worker.output).toContain(`FAULT_EXIT_AT=${step}`);
  await stack.worker.start();
}
