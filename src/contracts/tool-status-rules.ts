import { isNetworkEntryText } from './network-entry';
import type { RuleViolation } from './settings';
import { isHttpUrl } from './tool-rules';

/**
 * A tool's status check (issue 36, §4–§6): its rules, written once for the server (authoritative) and
 * the back-office form. The interval is never under a minute through the API; tests shorten it with
 * the worker's STATUS_CHECK_TEST_INTERVAL_MS, never through here.
 */
export const STATUS_CHECK_LIMITS = {
  minIntervalSeconds: 60,
  maxIntervalSeconds: 24 * 3600,
  defaultIntervalSeconds: 60,
  minTimeoutMs: 1_000,
  maxTimeoutMs: 30_000,
  defaultTimeoutMs: 10_000,
  minSlowMs: 100,
  defaultSlowMs: 2_000,
  urlLength: 2_000,
  acceptedLength: 100,
  maintenanceMessageLength: 500,
  allowEntries: 200,
  /** Consecutive failures before a tool counts as down, consecutive successes before it is up again. */
  confirmations: 2,
} as const;

export const DEFAULT_ACCEPTED_STATUSES = '200-399';

export const STATUS_CHECK_RULES = {
  invalidUrl: { code: 'STATUS_CHECK.INVALID_URL', message: 'Expected an address beginning with http:// or https://.' },
  notAllowed: { code: 'STATUS_CHECK.ADDRESS_NOT_ALLOWED', message: 'This address is outside the hosts and networks allowed for status checks (configuration page).' },
  intervalTooShort: { code: 'STATUS_CHECK.INTERVAL_TOO_SHORT', message: `The interval is at least ${STATUS_CHECK_LIMITS.minIntervalSeconds} seconds.` },
  intervalTooLong: { code: 'STATUS_CHECK.INTERVAL_TOO_LONG', message: `The interval is at most ${STATUS_CHECK_LIMITS.maxIntervalSeconds} seconds.` },
  invalidTimeout: { code: 'STATUS_CHECK.INVALID_TIMEOUT', message: `The timeout is between ${STATUS_CHECK_LIMITS.minTimeoutMs} and ${STATUS_CHECK_LIMITS.maxTimeoutMs} ms.` },
  invalidSlow: { code: 'STATUS_CHECK.INVALID_SLOW_THRESHOLD', message: `The slow threshold is at least ${STATUS_CHECK_LIMITS.minSlowMs} ms and under the timeout.` },
  invalidAccepted: { code: 'STATUS_CHECK.INVALID_ACCEPTED_STATUSES', message: 'Expected status codes or ranges between 100 and 599, such as 200-399, 401.' },
  maintenanceEnd: { code: 'STATUS_CHECK.MAINTENANCE_END_PASSED', message: 'The end of the maintenance must be in the future.' },
  maintenanceMessage: { code: 'STATUS_CHECK.MAINTENANCE_MESSAGE_TOO_LONG', message: `At most ${STATUS_CHECK_LIMITS.maintenanceMessageLength} characters.` },
  invalidAllowEntry: { code: 'CONFIG.INVALID_STATUS_CHECK_HOST', message: 'Expected a host name (intranet.example.com), an IP address or a CIDR range.' },
} as const;

export type ToolStatusState = 'up' | 'slow' | 'down' | 'maintenance';

/** One tool's status as the wall reads it (the read model's value). */
export interface ToolStatusView {
  status: ToolStatusState;
  /** The last check's time (ISO), null before the first. */
  checkedAt: string | null;
  /** The last check's response time in ms, null on a timeout or before the first. */
  responseMs: number | null;
  maintenance?: { message: string; until: string } | null;
}

/** The check as a manager saves it. */
export interface StatusCheckSettings {
  url: string;
  accepted: string;
  intervalSeconds: number;
  timeoutMs: number;
  slowMs: number;
}

/** Status code ranges from "200-399, 401"; null when the text is malformed. */
export function parseAcceptedStatuses(text: string): [number, number][] | null {
  if (text.length > STATUS_CHECK_LIMITS.acceptedLength) return null;
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  if (!parts.length) return null;
  const ranges: [number, number][] = [];
  for (const part of parts) {
    const match = /^(\d{3})(?:\s*-\s*(\d{3}))?$/.exec(part);
    if (!match) return null;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 100 || to > 599 || from > to) return null;
    ranges.push([from, to]);
  }
  return ranges;
}

export function isAcceptedStatus(status: number, ranges: readonly [number, number][]): boolean {
  return ranges.some(([from, to]) => status >= from && status <= to);
}

/** A host name, an IP address or a CIDR range: one entry of the config's `status_check_hosts`. */
export function isStatusCheckAllowEntry(entry: string): boolean {
  const text = entry.trim();
  if (isNetworkEntryText(text)) return true;
  return text.length <= 253 && text.split('.').every((label) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i.test(label));
}

const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null);

/**
 * The form's fields checked and completed with the defaults; every broken rule named by its field.
 * Whether the address is allowed is decided by the server (it resolves the host), after these pass.
 */
export function checkStatusCheckInput(body: Record<string, unknown>): { settings: StatusCheckSettings; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const add = (field: string, rule: { code: string; message: string }, params?: Record<string, number>) => violations.push({ field, code: rule.code, message: rule.message, ...(params ? { params } : {}) });
  const url = typeof body.url === 'string' ? body.url.trim() : '';
  if (!url || url.length > STATUS_CHECK_LIMITS.urlLength || !isHttpUrl(url)) add('url', STATUS_CHECK_RULES.invalidUrl);
  const accepted = typeof body.accepted === 'string' && body.accepted.trim() ? body.accepted.trim() : DEFAULT_ACCEPTED_STATUSES;
  if (!parseAcceptedStatuses(accepted)) add('accepted', STATUS_CHECK_RULES.invalidAccepted);
  const interval = body.intervalSeconds === undefined || body.intervalSeconds === null ? STATUS_CHECK_LIMITS.defaultIntervalSeconds : integer(body.intervalSeconds);
  if (interval === null || interval < STATUS_CHECK_LIMITS.minIntervalSeconds) add('intervalSeconds', STATUS_CHECK_RULES.intervalTooShort, { min: STATUS_CHECK_LIMITS.minIntervalSeconds });
  else if (interval > STATUS_CHECK_LIMITS.maxIntervalSeconds) add('intervalSeconds', STATUS_CHECK_RULES.intervalTooLong, { max: STATUS_CHECK_LIMITS.maxIntervalSeconds });
  const timeout = body.timeoutMs === undefined || body.timeoutMs === null ? STATUS_CHECK_LIMITS.defaultTimeoutMs : integer(body.timeoutMs);
  if (timeout === null || timeout < STATUS_CHECK_LIMITS.minTimeoutMs || timeout > STATUS_CHECK_LIMITS.maxTimeoutMs) add('timeoutMs', STATUS_CHECK_RULES.invalidTimeout, { min: STATUS_CHECK_LIMITS.minTimeoutMs, max: STATUS_CHECK_LIMITS.maxTimeoutMs });
  const slow = body.slowMs === undefined || body.slowMs === null ? STATUS_CHECK_LIMITS.defaultSlowMs : integer(body.slowMs);
  if (slow === null || slow < STATUS_CHECK_LIMITS.minSlowMs || (timeout !== null && slow >= timeout)) add('slowMs', STATUS_CHECK_RULES.invalidSlow, { min: STATUS_CHECK_LIMITS.minSlowMs });
  return { settings: { url, accepted, intervalSeconds: interval ?? 0, timeoutMs: timeout ?? 0, slowMs: slow ?? 0 }, violations };
}

/** A maintenance's message and end: the end in the future; the message optional and bounded. */
export function checkMaintenanceInput(body: Record<string, unknown>, now: number): { maintenance: { message: string; until: Date }; violations: RuleViolation[] } {
  const violations: RuleViolation[] = [];
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  if (message.length > STATUS_CHECK_LIMITS.maintenanceMessageLength) violations.push({ field: 'message', ...STATUS_CHECK_RULES.maintenanceMessage, params: { max: STATUS_CHECK_LIMITS.maintenanceMessageLength } });
  const until = typeof body.until === 'string' ? new Date(body.until) : new Date(NaN);
  if (Number.isNaN(until.getTime()) || until.getTime() <= now) violations.push({ field: 'until', ...STATUS_CHECK_RULES.maintenanceEnd });
  return { maintenance: { message, until }, violations };
}

/** `GET admin/tool-status/:toolId`: a tool's check, its status and its last 24 hours and 30 days. */
export interface StatusHistory {
  toolId: string;
  check: StatusCheckSettings | null;
  status: ToolStatusView | null;
  maintenance: { message: string; until: string } | null;
  day: { uptimePercent: number | null; checks: number; samples: { at: string; up: boolean; responseMs: number | null }[] };
  month: { uptimePercent: number | null; checks: number; hours: { at: string; uptimePercent: number | null; averageMs: number | null }[] };
  incidents: { startedAt: string; endedAt: string | null; reason: string; httpStatus: number | null }[];
}
