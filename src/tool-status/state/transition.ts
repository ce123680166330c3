import { STATUS_CHECK_LIMITS, ToolStatusState } from '../../contracts/tool-status-rules';
import { statusOf } from '../probe/classify';

export interface CheckCounters {
  confirmed: 'up' | 'down' | null;
  failures: number;
  successes: number;
}

/**
 * The flapping rule: a tool is confirmed down after CONFIRMATIONS (2) consecutive failed checks and up
 * again after 2 consecutive successes. `announce` is what the managers are mailed: `down` when it is
 * confirmed down, `up` when a confirmed down tool is confirmed up again; a tool alternating between
 * one failure and one success is never announced.
 */
export function nextCounters(state: CheckCounters, outcome: 'up' | 'down'): CheckCounters & { announce: 'up' | 'down' | null } {
  // Counted up to CONFIRMATIONS only: a tool steadily up (or down) leaves its state unchanged, so unwritten.
  const failures = outcome === 'down' ? Math.min(state.failures + 1, STATUS_CHECK_LIMITS.confirmations) : 0;
  const successes = outcome === 'up' ? Math.min(state.successes + 1, STATUS_CHECK_LIMITS.confirmations) : 0;
  let confirmed = state.confirmed;
  let announce: 'up' | 'down' | null = null;
  if (failures >= STATUS_CHECK_LIMITS.confirmations && confirmed !== 'down') {
    announce = 'down';
    confirmed = 'down';
  } else if (successes >= STATUS_CHECK_LIMITS.confirmations && confirmed !== 'up') {
    if (confirmed === 'down') announce = 'up';
    confirmed = 'up';
  }
  return { confirmed, failures, successes, announce };
}

/**
 * What the tile shows: maintenance while one is declared; down while confirmed down (a single success does
 * not lift it), or before any confirmation when the last check failed; otherwise up, or slow when the last
 * answer took longer than the threshold.
 */
export function shownStatus(
  counters: Pick<CheckCounters, 'confirmed'>,
  last: { outcome: 'up' | 'down'; response_ms: number | null } | null,
  slowMs: number,
  maintenanceUntil: Date | null,
  now: number,
): ToolStatusState | null {
  if (maintenanceUntil && maintenanceUntil.getTime() > now) return 'maintenance';
  if (counters.confirmed === 'down') return 'down';
  if (!last) return null;
  if (counters.confirmed === null && last.outcome === 'down') return 'down';
  // A single failure of a tool confirmed up is not shown: it may be the flapping the rule keeps quiet.
  return last.outcome === 'down' ? 'up' : statusOf('up', last.response_ms, slowMs);
}
