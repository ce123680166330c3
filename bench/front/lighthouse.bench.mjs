// Lighthouse's performance and accessibility scores of the front page, signed in (the session
// cookie comes from front.bench.ts in BENCH_COOKIE), in Debian's Chromium driven over its debugging
// port: the mobile default (simulated slow 4G, mid-range phone) and the desktop preset.
// Error reporting stays off: nothing leaves the machine. The simulated throttling scales the page's
// measured CPU time, so a loaded machine lowers the mobile score: BENCH_LIGHTHOUSE_RUNS (3) mobile runs,
// each printed with the load average, then their median; BENCH_LIGHTHOUSE_DESKTOP=0 skips the desktop run.
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3400';
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  // The session's cookies go in the browser's own jar, not only in the request headers: the page reads
  // the CSRF cookie (without it, it goes to the sign-in page, which Lighthouse would then measure).
  const cdp = await browser.newBrowserCDPSession();
  const cookies = (process.env.BENCH_COOKIE ?? '').split(';').map((pair) => pair.trim()).filter(Boolean).map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: `${BASE_URL}/` };
  });
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const presets = [...Array.from({ length: runs }, (_, run) => [`mobile (default) run ${run + 1}`, undefined, run]),
    ...(process.env.BENCH_LIGHTHOUSE_DESKTOP === '0' ? [] : [['desktop preset', desktopConfig, 0]])];
  const mobile = [];
  for (const [name, config, run] of presets) {
    // Lighthouse leaves the jar empty after a run: the cookies go in again before each.
    await cdp.send('Storage.setCookies', { cookies });
    const result = await lighthouse(
      `${BASE_URL}/`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        enableErrorReporting: false,
      },
      config,
    );
    const { categories, audits } = result.lhr;
    // BENCH_LIGHTHOUSE_REPORT=<prefix> keeps each full report (<prefix>-mobile-<run>.json, <prefix>-desktop.json) to find the causes.
    if (process.env.BENCH_LIGHTHOUSE_REPORT) writeFileSync(`${process.env.BENCH_LIGHTHOUSE_REPORT}-${config ? 'desktop' : `mobile-${run + 1}`}.json`, JSON.stringify(result.lhr));
    if (result.lhr.runtimeError) {
      console.log(`lighthouse ${name} failed: ${result.lhr.runtimeError.code} (not counted)`);
      continue;
    }
    if (!config) mobile.push({ score: categories.performance?.score ?? 0, fcp: audits['first-contentful-paint']?.numericValue, lcp: audits['largest-contentful-paint']?.numericValue, tbt: audits['total-blocking-time']?.numericValue });
    const score = (category) => Math.round((categories[category]?.score ?? 0) * 100);
    const metric = (id) => audits[id]?.displayValue ?? 'n/a';
    console.log(
      `lighthouse ${name}: performance ${score('performance')} · accessibility ${score('accessibility')} (target ≥ 95 each) · ` +
        `on ${result.lhr.finalDisplayedUrl} · load average ${loadavg()[0].toFixed(1)} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
    );
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id));
    for (const audit of failing) console.log(`  accessibility to fix: ${audit.id}: ${audit.title}`);
  }
  const median = (key) => {
    const sorted = mobile.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  console.log(
    `lighthouse mobile, median of ${mobile.length}: performance ${Math.round(median('score') * 100)} · ` +
      `FCP ${(median('fcp') / 1000).toFixed(1)} s · LCP ${(median('lcp') / 1000).toFixed(1)} s · TBT ${Math.round(median('tbt'))} ms (each figure's own median)`,
  );
} finally {
  await browser.close();
}
