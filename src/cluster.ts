import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { AggregatorRegistry } from 'prom-client';
import { serveMetrics } from './platform/metrics/metrics-server';
import { processTuning } from './platform/config/process-tuning';

/**
 * Runs API_PROCESSES api processes (default: one per core) behind one port with Node's cluster:
 * the primary only accepts connections and hands them round-robin to its workers, each a whole
 * stateless api (`main.js`: sessions in the cookie or Redis, the catalogue kept fresh by its
 * Redis sync, the directory index in Redis). A worker that dies is replaced, at most once a
 * second; SIGTERM / SIGINT stop them all. API_PROCESSES=1 runs the api in this process.
 * With METRICS_PORT set, the primary serves the metrics of all its api processes on it, summed
 * (prom-client's AggregatorRegistry asks each over the cluster channel); the api processes serve none.
 */
const count = processCount(processTuning().API_PROCESSES);
const RESTART_DELAY_MS = 1000;

if (count === 1) {
  void import('./main');
} else if (cluster.isPrimary) {
  cluster.setupPrimary({ exec: join(__dirname, 'main.js') });
  let stopping = false;
  for (let n = 0; n < count; n++) cluster.fork();
  serveClusterMetrics();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`api process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Leave once every worker has ended (each closes its server and connections on the signal).
    const timer = setInterval(() => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0), 100);
    timer.unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

function processCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    console.error(`API_PROCESSES must be a whole number from 1 to 64 (got "${value}")`);
    process.exit(1);
  }
  return n;
}

/** The api processes' metrics, aggregated, on METRICS_PORT (validated again by each api process's config). */
function serveClusterMetrics() {
  const port = processTuning().METRICS_PORT;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return;
  const registry = new AggregatorRegistry();
  serveMetrics(() => registry.clusterMetrics(), registry.contentType, port, processTuning().METRICS_HOST).catch((error: Error) => {
    console.error(`metrics could not listen on ${port}: ${error.message}`);
    process.exit(1);
  });
}
