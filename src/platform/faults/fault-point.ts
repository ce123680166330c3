import { readFileSync } from 'node:fs';
import { faultSwitches } from '../config/process-tuning';

/**
 * A test-only switch: with FAULT_EXIT_AT=<step> the process kills itself (SIGKILL, like a crash)
 * when it reaches that step, so the fault tests can prove that a half-done change converges.
 * FAULT_EXIT_AT_FILE=<path> does the same with the step read from that file at each point (absent
 * or empty: no step), so a running process can be armed without restarting it.
 * Both are refused at start in production (assertNoFaultSwitchInProduction).
 */
export function faultPoint(step: string): void {
  const switches = faultSwitches();
  if (switches.at === step || armedStep(switches.file) === step) {
    process.stderr.write(`FAULT_EXIT_AT=${step}: the process stops here\n`);
    process.kill(process.pid, 'SIGKILL');
  }
}

function armedStep(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function assertNoFaultSwitchInProduction(env?: NodeJS.ProcessEnv): void {
  const switches = faultSwitches(env);
  if (switches.production && (switches.at || switches.file)) {
    throw new Error('FAULT_EXIT_AT and FAULT_EXIT_AT_FILE are test-only switches and are refused when NODE_ENV=production');
  }
}
