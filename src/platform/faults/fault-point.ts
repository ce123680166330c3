/**
 * A test-only switch: with FAULT_EXIT_AT=<step> the process kills itself (SIGKILL, like a crash)
 * when it reaches that step, so the fault tests can prove that a half-done change converges.
 * Refused at start in production (assertNoFaultSwitchInProduction).
 */
export function faultPoint(step: string): void {
  if (process.env.FAULT_EXIT_AT === step) {
    process.stderr.write(`FAULT_EXIT_AT=${step}: the process stops here\n`);
    process.kill(process.pid, 'SIGKILL');
  }
}

export function assertNoFaultSwitchInProduction(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && env.FAULT_EXIT_AT) {
    throw new Error('FAULT_EXIT_AT is a test-only switch and is refused when NODE_ENV=production');
  }
}
