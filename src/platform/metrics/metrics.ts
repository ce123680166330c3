import { Counter, Gauge, Histogram, collectDefaultMetrics, register } from 'prom-client';

/**
 * The process's Prometheus metrics, on prom-client's default registry (which cluster.ts's AggregatorRegistry
 * asks each api process for). Modules report through the small functions below; what the platform reads
 * itself (queues, outbox) is read at scrape time by the metrics module. docs/operations.md, "Metrics".
 */
collectDefaultMetrics({ prefix: 'portal_' });

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
});

const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status class',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: HTTP_BUCKETS,
});

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** One answered request. `route` is the route's pattern (bounded), never the URL. */
export function observeHttpRequest(method: string | undefined, route: string, status: number, seconds: number): void {
  const labels = { method: method && METHODS.has(method) ? method : 'OTHER', route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe({ ...labels, status: `${Math.floor(status / 100)}xx` }, seconds);
}

const reconcilerRepairs = new Counter({
  name: 'portal_reconciler_repairs_total',
  help: 'Half-done sequences the reconciler repaired, by kind',
  labelNames: ['kind'] as const,
});

/** The reconciler repaired one half-done sequence. */
export function countReconcilerRepair(kind: string): void {
  reconcilerRepairs.inc({ kind });
}

const lockLeftoversRemoved = new Counter({
  name: 'portal_lock_leftovers_removed_total',
  help: 'Old lock and claim documents the worker\'s sweep removed (databases without a TTL index), by kind (lock, claim)',
  labelNames: ['kind'] as const,
});

/** The locks sweep removed `count` abandoned locks or old claims. */
export function countLockLeftoversRemoved(kind: 'lock' | 'claim', count: number): void {
  if (count > 0) lockLeftoversRemoved.inc({ kind }, count);
}

const sessionsOpened = new Counter({ name: 'portal_sessions_opened_total', help: 'Sessions opened by this process (sign-ins)' });
const sessionsEnded = new Counter({
  name: 'portal_sessions_ended_total',
  help: 'Sessions ended by this process, by how (sign-out, ended by an administrator or an import); idle expiry is not counted',
  labelNames: ['how'] as const,
});

export function countSessionOpened(): void {
  sessionsOpened.inc();
}

export function countSessionsEnded(how: 'sign_out' | 'ended_for_person', count = 1): void {
  if (count > 0) sessionsEnded.inc({ how }, count);
}

/** What the directory index reports at scrape time: read from its meta key, nothing scanned. */
export interface DirectoryIndexState {
  builtAt: Date | null;
  people: number;
  groups: number;
}

let readDirectoryIndex: (() => Promise<DirectoryIndexState>) | null = null;

/** The directory module hands the platform how to read its index's state (one HMGET per scrape). */
export function reportDirectoryIndex(read: () => Promise<DirectoryIndexState>): void {
  readDirectoryIndex = read;
}

/** The registry collects every metric at once: the two gauges share one read of the index's meta key a scrape. */
let indexRead: { at: number; state: Promise<DirectoryIndexState | null> } | null = null;
function directoryIndexState(): Promise<DirectoryIndexState | null> {
  if (!indexRead || Date.now() - indexRead.at > 1000) indexRead = { at: Date.now(), state: readDirectoryIndex?.().catch(() => null) ?? Promise.resolve(null) };
  return indexRead.state;
}

new Gauge({
  name: 'portal_directory_index_age_seconds',
  help: 'Seconds since the directory search index was last built (absent until it has been)',
  aggregator: 'first',
  async collect() {
    this.reset();
    const state = await directoryIndexState();
    if (state?.builtAt) this.set((Date.now() - state.builtAt.getTime()) / 1000);
  },
});

new Gauge({
  name: 'portal_directory_index_entries',
  help: 'Entries in the directory search index, by kind (people, groups)',
  labelNames: ['kind'] as const,
  aggregator: 'first',
  async collect() {
    this.reset();
    const state = await directoryIndexState();
    if (!state) return;
    this.set({ kind: 'people' }, state.people);
    this.set({ kind: 'groups' }, state.groups);
  },
});

export const metricsRegistry = register;
