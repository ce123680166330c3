export type Check = { status: 'up'; detail?: string } | { status: 'down'; error: string };

/** Health probes answer within this, so an orchestrator's probe never hangs on a dead part. */
const CHECK_TIMEOUT_MS = 2000;

/** Runs a probe with a deadline; its resolved string, if any, is reported as detail. */
export async function check(probe: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      probe(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
    return typeof result === 'string' ? { status: 'up', detail: result } : { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
