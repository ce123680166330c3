/**
 * The back-office's weight and speed, on a running api that serves the built back-office (run.sh
 * starts one on the demo data; BENCH_TOOLS=5000 adds 5,000 tools): initial JavaScript (entry and its static imports,
 * from Vite's manifest; lazy pages excluded), and the time from navigation to the 50 rows of page 1
 * of the tools list for the demo administrator (cold and warm cache, real Chromium). Warm reloads run in a
 * browser profile of its own (V8's code cache kept, as in a person's browser), and for comparison in a
 * private window.
 * Prints figures and always exits 0.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { launchChromium, launchChromiumProfile, signInOnProviderPage } from '../../test/browser/support/browser';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3401';
const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE_ROWS = 50;
const DIST = join(__dirname, '../../web-admin/dist');

interface ManifestEntry { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

/** Entry chunks and what they import statically: what the browser must load before the first screen. */
function initialAssets() {
  const manifest: Record<string, ManifestEntry> = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    manifest[key].imports?.forEach(visit);
  };
  Object.keys(manifest).filter((key) => manifest[key].isEntry).forEach(visit);
  const sum = (files: string[]) =>
    files.reduce((total, file) => {
      const bytes = readFileSync(join(DIST, file));
      return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length };
    }, { raw: 0, gzip: 0 });
  const js = [...initial].map((key) => manifest[key].file);
  const css = [...initial].flatMap((key) => manifest[key].css ?? []);
  const lazy = Object.values(manifest).filter((entry) => entry.file.endsWith('.js')).map((entry) => entry.file).filter((file) => !js.includes(file));
  return { js: sum(js), css: sum(css), lazy: sum(lazy), lazyCount: lazy.length };
}

interface ListTimes {
  /** The last row of page 1 is in the page and laid out (its managers' names may still be loading). */
  rows: number;
  /** The first frame after that starts (its animation callbacks run just before it is painted). */
  rowsFrame: number;
  /** Page 1 is complete: no cell still waits for a name (managers, viewers, categories, subsidiaries). */
  complete: number;
  /** The page's calls and scripts, from the navigation's start (ms): what waits on what. */
  waterfall: { name: string; start: number; end: number; fromCache: boolean }[];
  /** CPU time of the page's main thread when the rows are drawn (ms): unlike the times, barely moved by other load. */
  mainThreadCpu: number;
}

/** CPU time of the page's main thread so far (ms), from Chrome's performance metrics. */
const threadTime = (metrics: { name: string; value: number }[]) => 1000 * (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN);

/** Set in the page by `watchRows`: when the rows were laid out, then when the next frame started (ms). */
interface RowsWatch { rowsAt?: number; rowsFrameAt?: number }

/**
 * Runs in the page before its own scripts: notes the moment the list's `rows`th row is in the document,
 * and forces its layout then, as the launcher's figure does in bench/front. Both ends are the page's own
 * clock, so the figure does not include Playwright's polling (a locator wait checks after 0, 20, 50, 100,
 * 100, then every 500 ms: it reported the poll after the rows, not the rows).
 */
function watchRows(rows: number) {
  const watch = globalThis as unknown as RowsWatch;
  const observer = new MutationObserver(() => {
    const drawn = document.querySelectorAll('main table tbody tr');
    if (drawn.length < rows) return;
    observer.disconnect();
    drawn[rows - 1].getBoundingClientRect();
    watch.rowsAt = performance.now();
    requestAnimationFrame(() => (watch.rowsFrameAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Milliseconds from the navigation's start to the tools list's first page drawn, then complete, timed in the page. */
async function timeToToolsPage(context: BrowserContext, rows = PAGE_ROWS, profileTo?: string): Promise<ListTimes> {
  const page = await context.newPage();
  await page.addInitScript(watchRows, rows);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  if (profileTo) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${BASE_URL}/admin/`, { waitUntil: 'commit' });
  const drawn = await page.waitForFunction(() => {
    const watch = globalThis as unknown as RowsWatch;
    return watch.rowsFrameAt !== undefined && { rows: watch.rowsAt!, rowsFrame: watch.rowsFrameAt };
  }, undefined, { timeout: 60_000 });
  const { rows: rowsMs, rowsFrame } = (await drawn.jsonValue()) as { rows: number; rowsFrame: number };
  const mainThreadCpu = threadTime((await cdp.send('Performance.getMetrics')).metrics);
  if (profileTo) writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  await cdp.detach();
  // Checked in the page at every frame: a skeleton is a cell still waiting for a name.
  const complete = await page.waitForFunction(() => !document.querySelector('main table tbody .MuiSkeleton-root') && performance.now(), undefined, { polling: 'raf', timeout: 60_000 });
  const completeMs = (await complete.jsonValue()) as number;
  const waterfall = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name.replace(/^https?:\/\/[^/]+/, '').replace(/[?&]date=\d+/, ''),
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
      // Nothing crossed the network: the browser's cache answered.
      fromCache: (entry as PerformanceResourceTiming).transferSize === 0,
    })),
  );
  await page.close();
  return { rows: rowsMs, rowsFrame, complete: completeMs, waterfall, mainThreadCpu };
}

/** One line per call or script of a warm reload: when it started and ended, from the navigation's start. */
function printWaterfall(times: ListTimes) {
  console.log(`waterfall of one warm reload (ms from the navigation's start; rows drawn at ${times.rows.toFixed(0)}, complete at ${times.complete.toFixed(0)}):`);
  for (const entry of [...times.waterfall].sort((a, b) => a.start - b.start)) {
    console.log(`  ${entry.start.toFixed(0).padStart(6)} → ${entry.end.toFixed(0).padStart(6)}  ${entry.fromCache ? '(cache) ' : ''}${entry.name.slice(0, 110)}`);
  }
}

/**
 * Milliseconds from a click on a tool's edit button (the list settled) to the first frame showing the
 * edit popin with the tool's English title: the spec's 1.2 s opening delay plus whatever is not ready by
 * then. Both ends are taken in the page (the click event's time, then a check at every frame), so the
 * figure is the person's and not Playwright's own steps around the click.
 */
async function timeToEditPopin(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/admin/`);
  const edit = page.locator('main table tbody tr').getByRole('link', { name: 'Edit', exact: true }).first();
  await edit.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const cpuBefore = threadTime((await cdp.send('Performance.getMetrics')).metrics);
  await page.evaluate(() => {
    const page = globalThis as unknown as PopinWatch;
    const shown = () => {
      const dialog = document.querySelector('[role=dialog]');
      const root = dialog?.closest('.MuiDialog-root');
      const label = Array.from(dialog?.querySelectorAll('label') ?? []).find((element) => element.textContent?.startsWith('Title (English)'));
      const input = label ? (document.getElementById(label.getAttribute('for') ?? '') as { value?: string } | null) : null;
      return !!root && getComputedStyle(root).visibility !== 'hidden' && !!input?.value;
    };
    document.addEventListener(
      'click',
      (event) => {
        page.popinClickAt = event.timeStamp;
        const check = () => (shown() ? (page.popinShownAt = performance.now()) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      },
      { capture: true, once: true },
    );
  });
  await edit.click();
  await page.waitForFunction(() => (globalThis as unknown as PopinWatch).popinShownAt !== undefined, undefined, { timeout: 60_000 });
  const { popinClickAt, popinShownAt } = await page.evaluate(() => {
    const watch = globalThis as unknown as Required<PopinWatch>;
    return { popinClickAt: watch.popinClickAt, popinShownAt: watch.popinShownAt };
  });
  const ms = popinShownAt - popinClickAt;
  const cpu = threadTime((await cdp.send('Performance.getMetrics')).metrics) - cpuBefore;
  // The calls and scripts the click caused (after the list had settled), from the click (ms).
  const after = await page.evaluate((since) =>
    (globalThis as unknown as { performance: { getEntriesByType(type: string): { name: string; startTime: number; responseEnd: number }[] } }).performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= since)
      .map((entry) => `${(entry.startTime - since).toFixed(0)} → ${(entry.responseEnd - since).toFixed(0)} ${entry.name.replace(/^https?:\/\/[^/]+/, '').replace(/[?&]date=\d+/, '').slice(0, 90)}`), popinClickAt);
  if (after.length) console.log(`  edit popin in ${ms.toFixed(0)} ms (main thread CPU ${cpu.toFixed(0)} ms); after the click: ${after.join(' · ')}`);
  await page.close();
  return ms;
}

/** What the page notes of one popin's opening: the click event's time and the first frame showing it. */
interface PopinWatch {
  popinClickAt?: number;
  popinShownAt?: number;
}

const fmt = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The closing table: one line per figure, its target and what was measured. */
const figures: { figure: string; target: string; measured: string }[] = [];
function printFigures() {
  console.log('\nfigure | target | measured');
  for (const row of figures) console.log(`${row.figure} | ${row.target} | ${row.measured}`);
  console.log('(a 2-core machine shared with other builds and tests: the times are indicative, not a verdict)');
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const assets = initialAssets();
  console.log(
    `initial JavaScript: ${fmt(assets.js.raw)} raw · ${fmt(assets.js.gzip)} gzip (target < 400 KiB gzip); CSS ${fmt(assets.css.gzip)} gzip; ` +
      `${assets.lazyCount} lazy chunks ${fmt(assets.lazy.raw)} raw · ${fmt(assets.lazy.gzip)} gzip`,
  );
  figures.push({ figure: 'initial JavaScript of the back-office (gzip)', target: '< 400 KiB', measured: fmt(assets.js.gzip) });
  const browser = await launchChromium();
  // The administrator's own browser profile: a reload finds the scripts and V8's code cache as a
  // person's browser keeps them. Playwright's other contexts are private windows, which (in our runs)
  // parse and compile every script again at each reload; one is timed too, for comparison.
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-admin-profile-'));
  const admin = await launchChromiumProfile(profileDir, { viewport: { width: 1440, height: 900 } });
  try {
    await admin.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('portal.language', 'en'));
    const page = await admin.newPage();
    await page.goto(`${BASE_URL}/admin/`);
    await signInOnProviderPage(page, 'alice.admin');
    await page.waitForURL(`${BASE_URL}/admin/**`);
    const total = await page.evaluate(async () => {
      const answer = await fetch('/api/admin/tools?range=[0,0]', { credentials: 'include' });
      return answer.headers.get('content-range');
    });
    console.log(`tools list: Content-Range ${total}`);
    // The list's own call as the page makes it (page 1 by name), timed from the browser: the server's
    // part of the reload (issue 15: ≤ 100 ms on the server).
    const callMs = await page.evaluate(async () => {
      const times: number[] = [];
      for (let call = 0; call < 21; call++) {
        const started = performance.now();
        await (await fetch(`/api/admin/tools?filter=%7B%7D&range=%5B0%2C49%5D&sort=%5B%22name%22%2C%22ASC%22%5D&lang=en&date=${Date.now()}`, { credentials: 'include' })).json();
        if (call > 0) times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b);
    });
    console.log(`GET /api/admin/tools, page 1 by name, from the browser: median ${callMs[10].toFixed(1)} ms (min ${callMs[0].toFixed(1)}, max ${callMs[19].toFixed(1)}, 20 calls)`);
    figures.push({ figure: 'GET /api/admin/tools page 1, from the browser, median of 20', target: '≤ 100 ms', measured: `${callMs[10].toFixed(1)} ms` });
    const rows = Math.min(PAGE_ROWS, Number(/\/(\d+)$/.exec(total ?? '')?.[1] ?? PAGE_ROWS));
    await page.close();
    // A private window: its first load is the cold one, then reloads without V8's code cache.
    const cold = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: await admin.storageState() });
    const coldTimes = await timeToToolsPage(cold, rows);
    const privateWarm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) privateWarm.push((await timeToToolsPage(cold, rows)).rows);
    await cold.close();
    const warmTimes: ListTimes[] = [];
    for (let run = 0; run < WARM_RUNS; run++) warmTimes.push(await timeToToolsPage(admin, rows));
    // BENCH_ADMIN_CPU_PROFILE=file.cpuprofile: one more warm reload under V8's sampling profiler (not in the figures).
    if (process.env.BENCH_ADMIN_CPU_PROFILE) await timeToToolsPage(admin, rows, process.env.BENCH_ADMIN_CPU_PROFILE);
    const warm = warmTimes.map((times) => times.rows);
    const warmFrame = warmTimes.map((times) => times.rowsFrame);
    const complete = warmTimes.map((times) => times.complete);
    printWaterfall(warmTimes[warmTimes.length - 1]);
    console.log(
      `navigation → ${rows} rows of the tools list, page 1: cold cache ${coldTimes.rows.toFixed(0)} ms · warm median ${median(warm).toFixed(0)} ms ` +
        `(min ${Math.min(...warm).toFixed(0)}, max ${Math.max(...warm).toFixed(0)}, ${WARM_RUNS} runs; target 600 ms on the demo data); ` +
        `complete with every name: warm median ${median(complete).toFixed(0)} ms (cold ${coldTimes.complete.toFixed(0)} ms)`,
    );
    console.log(`navigation → the first frame after the rows: warm median ${median(warmFrame).toFixed(0)} ms (min ${Math.min(...warmFrame).toFixed(0)}, max ${Math.max(...warmFrame).toFixed(0)}; cold ${coldTimes.rowsFrame.toFixed(0)} ms)`);
    figures.push({ figure: `reload → tools list shown (${rows} rows of ${total?.split('/')[1] ?? '?'} tools, laid out), warm median`, target: '≤ 600 ms', measured: `${median(warm).toFixed(0)} ms (cold ${coldTimes.rows.toFixed(0)} ms)` });
    figures.push({ figure: 'reload → the first frame after the rows, warm median', target: '—', measured: `${median(warmFrame).toFixed(0)} ms (cold ${coldTimes.rowsFrame.toFixed(0)} ms)` });
    console.log(`the same reload in a private window (no V8 code cache): warm median ${median(privateWarm).toFixed(0)} ms (min ${Math.min(...privateWarm).toFixed(0)}, max ${Math.max(...privateWarm).toFixed(0)})`);
    figures.push({ figure: 'reload → tools list shown, in a private window (no code cache), warm median', target: '—', measured: `${median(privateWarm).toFixed(0)} ms` });
    const cpu = warmTimes.map((times) => times.mainThreadCpu);
    console.log(`main thread CPU of the page until the rows are drawn: warm median ${median(cpu).toFixed(0)} ms (min ${Math.min(...cpu).toFixed(0)}, max ${Math.max(...cpu).toFixed(0)}; cold ${coldTimes.mainThreadCpu.toFixed(0)} ms)`);
    figures.push({ figure: 'main thread CPU until the rows are drawn, warm median', target: '—', measured: `${median(cpu).toFixed(0)} ms (cold ${coldTimes.mainThreadCpu.toFixed(0)} ms)` });
    figures.push({ figure: 'reload → same list with every name shown, warm median', target: '—', measured: `${median(complete).toFixed(0)} ms (cold ${coldTimes.complete.toFixed(0)} ms)` });
    const popin: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) popin.push(await timeToEditPopin(admin));
    console.log(
      `click on edit → the edit popin with the tool's title: median ${median(popin).toFixed(0)} ms ` +
        `(min ${Math.min(...popin).toFixed(0)}, max ${Math.max(...popin).toFixed(0)}, ${WARM_RUNS} runs; spec delay 1200 ms, target 1300 ms)`,
    );
    figures.push({ figure: 'click on edit → edit popin with the title, median', target: '≤ 1,300 ms (spec delay 1,200 ms)', measured: `${median(popin).toFixed(0)} ms` });
  } finally {
    await admin.close();
    await browser.close();
    rmSync(profileDir, { recursive: true, force: true });
    printFigures();
  }
}

main().catch((error) => {
  console.log(`bench/admin could not finish: ${error instanceof Error ? error.stack : String(error)}`);
});
