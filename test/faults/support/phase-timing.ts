/**
 * FAULTS_TIMING=1 prints how long each phase of a fault file took (stack start, seed, api restarts,
 * waits), to find where the suite's minutes go. Silent otherwise.
 */
const enabled = !!process.env.FAULTS_TIMING;

export async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  const started = Date.now();
  try {
    return await work();
  } finally {
    process.stdout.write(`[faults timing] ${name}: ${Date.now() - started} ms\n`);
  }
}
