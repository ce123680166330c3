import type { FaultStack } from '../support/stack';

/**
 * Before each part of the shared outages stack: every process up (one a failed test left dead is
 * started again) and /api/health answering 200, so a part never inherits the one before's fault.
 * With `env`, the api and the worker are restarted with it when they run with other values.
 */
export async function everyPartUp(stack: FaultStack, env: Record<string, string> = {}): Promise<void> {
  await Promise.all([stack.redis, stack.database].filter((part) => !part.running).map((part) => part.start()));
  const changed = Object.entries(env).filter(([name, value]) => stack.env[name] !== value);
  Object.assign(stack.env, env);
  if (changed.length) await Promise.all([stack.api.kill(), stack.worker.kill()]);
  await Promise.all([stack.api, stack.worker].filter((part) => !part.running).map((part) => part.start()));
  await stack.waitHealthy();
}
