/** Latency percentiles and throughput of one load phase. */
export interface LoadFigures {
  completed: number;
  failed: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  stoppedByBudget: boolean;
}

/**
 * Runs `count` calls at a fixed concurrency: bounded in count, and in time by `budgetMs` so a slow
 * database cannot hold a benchmark for hours. `call(i)` answers whether the i-th call succeeded.
 */
export async function runCalls(count: number, concurrency: number, budgetMs: number, call: (index: number) => Promise<boolean>): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failed = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + budgetMs;
  let stoppedByBudget = false;
  const worker = async () => {
    while (issued < count) {
      if (performance.now() > deadline) {
        stoppedByBudget = true;
        return;
      }
      const index = issued++;
      const t0 = performance.now();
      try {
        if (await call(index)) latencies.push(performance.now() - t0);
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] : NaN);
  return {
    completed: latencies.length,
    failed,
    seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies[latencies.length - 1] ?? NaN,
    perSecond: latencies.length / seconds,
    stoppedByBudget,
  };
}

/** GET each url once (loopback only), reading the whole body. */
export function runLoad(urls: string[], concurrency: number, headers: Record<string, string>, budgetMs: number): Promise<LoadFigures> {
  return runCalls(urls.length, concurrency, budgetMs, async (index) => {
    const res = await fetch(urls[index], { headers });
    await res.arrayBuffer();
    return res.ok;
  });
}

export function formatFigures(label: string, f: LoadFigures): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const budget = f.stoppedByBudget ? ' (stopped by the time budget)' : '';
  return (
    `${label.padEnd(8)} ${f.completed} ok, ${f.failed} failed in ${f.seconds.toFixed(1)} s${budget}\n` +
    `         p50 ${ms(f.p50)} · p95 ${ms(f.p95)} · p99 ${ms(f.p99)} · max ${ms(f.max)} · ${f.perSecond.toFixed(1)} req/s`
  );
}

/**
 * One request with node:http on a keep-alive agent, reading the body as it comes on the wire (gzip
 * stays compressed, as the bytes a browser receives): the server's latency without the in-process
 * client's decompression, which otherwise shares the api's event loop.
 */
export function rawRequest(agent: import('node:http').Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; bytes: number }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const http = require('node:http') as typeof import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Like runLoad, with node:http reading the bytes as sent (a gzip answer is not inflated in this process). */
export function runRawLoad(urls: string[], concurrency: number, headers: Record<string, string>, budgetMs: number): Promise<LoadFigures> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Agent } = require('node:http') as typeof import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const all = { 'accept-encoding': 'gzip', ...headers };
  return runCalls(urls.length, concurrency, budgetMs, async (index) => (await rawRequest(agent, urls[index], 'GET', all)).status === 200).finally(() =>
    agent.destroy(),
  );
}
