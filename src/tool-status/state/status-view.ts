import type { ToolStatusView } from '../../contracts/tool-status-rules';
import type { LastCheck, StatusCheck } from '../status-check.schema';
import { shownStatus } from './transition';

/**
 * The read model's value: the checked status (maintenance aside), the maintenance declared, if any, and
 * the last check's facts (the worker's; the commands carry them over when they rewrite the value).
 */
export type StoredStatusView = Omit<ToolStatusView, 'status'> & { status: 'up' | 'slow' | 'down' | null; last?: LastCheck | null };

type CheckFacts = Pick<StatusCheck, 'confirmed' | 'slow_ms' | 'url'> & { maintenance: { message: string; until: Date | string } | null; last: LastCheck | null };

/** A check and its last result → the read model's value; null when there is nothing to show (no check run, no maintenance). */
export function storedViewOf(check: CheckFacts): StoredStatusView | null {
  const last = check.url ? check.last : null;
  const status = last ? shownStatus(check, last, check.slow_ms, null, 0) : null;
  const maintenance = check.maintenance ? { message: check.maintenance.message, until: new Date(check.maintenance.until).toISOString() } : null;
  if (!status && !maintenance) return null;
  return {
    status: status === 'maintenance' ? null : status,
    checkedAt: last ? new Date(last.at).toISOString() : null,
    responseMs: last?.response_ms ?? null,
    maintenance,
    last,
  };
}

/** What a tile shows at `now`: maintenance until its end, then the checked status; null for nothing. */
export function shownViewOf(stored: StoredStatusView, now: number): ToolStatusView | null {
  const { last: _last, ...view } = stored;
  const maintenance = view.maintenance && new Date(view.maintenance.until).getTime() > now ? view.maintenance : null;
  if (maintenance) return { ...view, status: 'maintenance', maintenance };
  if (!view.status) return null;
  return { ...view, status: view.status, maintenance: null };
}
