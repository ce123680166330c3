// Lighthouse's performance and accessibility scores of the front page, signed in (the session
// cookie comes from front.bench.ts in BENCH_COOKIE), in Debian's Chromium driven over its debugging
// port: the mobile default (simulated slow 4G, mid-range phone) and the desktop preset.
// Error reporting stays off: nothing leaves the machine.
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
  for (const [name, config] of [['mobile (default)', undefined], ['desktop preset', desktopConfig]]) {
    const result = await lighthouse(
      `${BASE_URL}/`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: process.env.BENCH_COOKIE ?? '' },
        enableErrorReporting: false,
      },
      config,
    );
    const { categories, audits } = result.lhr;
    // BENCH_LIGHTHOUSE_REPORT=<prefix> keeps each full report (<prefix>-mobile.json, <prefix>-desktop.json) to find the causes.
    if (process.env.BENCH_LIGHTHOUSE_REPORT) writeFileSync(`${process.env.BENCH_LIGHTHOUSE_REPORT}-${config ? 'desktop' : 'mobile'}.json`, JSON.stringify(result.lhr));
    const score = (category) => Math.round((categories[category]?.score ?? 0) * 100);
    const metric = (id) => audits[id]?.displayValue ?? 'n/a';
    console.log(
      `lighthouse ${name}: performance ${score('performance')} · accessibility ${score('accessibility')} (target ≥ 95 each) · ` +
        `on ${result.lhr.finalDisplayedUrl} · FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')}`,
    );
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id));
    for (const audit of failing) console.log(`  accessibility to fix: ${audit.id}: ${audit.title}`);
  }
} finally {
  await browser.close();
}
