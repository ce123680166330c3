import type { ToolStatusView } from '../../contracts/tool-status-rules';
import type { StatusCheck } from '../status-check.schema';
import { shownStatus } from './transition';

/** The read model's value: the checked status (maintenance aside) and the maintenance declared, if any. */
export type StoredStatusView = Omit<ToolStatusView, 'status'> & { status: 'up' | 'slow' | 'down' | null };

/** A check as stored → the read model's value; null when there is nothing to show (no check run, no maintenance). */
export function storedViewOf(check: Pick<StatusCheck, 'confirmed' | 'last' | 'slow_ms' | 'maintenance' | 'url'>): StoredStatusView | null {
  const status = check.url ? shownStatus(check, check.last, check.slow_ms, null, 0) : null;
  const maintenance = check.maintenance ? { message: check.maintenance.message, until: new Date(check.maintenance.until).toISOString() } : null;
  if (!status && !maintenance) return null;
  return {
    status: status === 'maintenance' ? null : status,
    checkedAt: check.url && check.last ? new Date(check.last.at).toISOString() : null,
    responseMs: check.url ? (check.last?.response_ms ?? null) : null,
    maintenance,
  };
}

/** What a tile shows at `now`: maintenance until its end, then the checked status; null for nothing. */
export function shownViewOf(stored: StoredStatusView, now: number): ToolStatusView | null {
  const maintenance = stored.maintenance && new Date(stored.maintenance.until).getTime() > now ? stored.maintenance : null;
  if (maintenance) return { ...stored, status: 'maintenance', maintenance };
  if (!stored.status) return null;
  return { ...stored, status: stored.status, maintenance: null };
}
