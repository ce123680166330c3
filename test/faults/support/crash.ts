import type { FaultStack } from './stack';

/**
 * Restarts the stack's api with FAULT_EXIT_AT=`step`, runs `call` (the api kills itself at that step
 * during it), checks it died there, and starts it again without the switch.
 */
export async function crashAt(stack: FaultStack, step: string, call: () => Promise<unknown>): Promise<void> {
  stack.env.FAULT_EXIT_AT = step;
  await stack.api.restart();
  await call().catch(() => undefined);
  const deadline = Date.now() + 10_000;
  while (stack.api.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(stack.api.running).toBe(false);
  expect(stack.api.output).toContain(`FAULT_EXIT_AT=${step}`);
  delete stack.env.FAULT_EXIT_AT;
  await stack.api.start();
}

/** Checks until `check` holds or `timeoutMs` passes; answers its last result. */
export async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !(await check())) await new Promise((r) => setTimeout(r, 300));
  return check();
}
