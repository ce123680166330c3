import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './browser';

/**
 * axe-core (pinned in package.json) injected into the page: no wrapper package, so it works with any
 * playwright-core and Chromium. It is evaluated through the DevTools protocol rather than added as a
 * script tag, which the portal's Content-Security-Policy (script-src 'self') rightly refuses. Only the
 * WCAG 2.0/2.1/2.2 A and AA rules run.
 */
let axeSource: string | undefined;
const readAxeSource = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeResultsLike {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
  passes: unknown[];
}

/** Every WCAG A/AA violation axe finds on the page as it is now (or inside `include`, a CSS selector). */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // A popin fading in is drawn at partial opacity: its text would fail the contrast check until the
  // transition ends, as no person reads it. Wait (bounded) until no animation or transition runs.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(readAxeSource());
  const results = await page.evaluate(
    async ({ tags, context }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
      return axe.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    },
    { tags: WCAG_AA_TAGS, context: include ?? null },
  );
  return (results as AxeResultsLike).violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** What this test file's checks found: one entry per page and width, for the summary printed after the file. */
const checked: { name: string; width: number; violations: AxeViolation[] }[] = [];

/**
 * The file's axe summary (pages checked, violations by impact): printed in the test output and
 * appended to test-artifacts/axe-summary.txt. Call it in afterAll.
 */
export function reportAxeSummary(title: string): string {
  const byImpact: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const page of checked) for (const violation of page.violations) byImpact[violation.impact ?? 'minor'] = (byImpact[violation.impact ?? 'minor'] ?? 0) + 1;
  const widths = [...new Set(checked.map((page) => page.width))].sort((a, b) => b - a).join(' and ');
  const pages = new Set(checked.map((page) => page.name)).size;
  const rules = [...new Set(checked.flatMap((page) => page.violations.map((v) => `${v.impact ?? '?'} ${v.id}`)))].sort();
  const summary =
    `axe summary, ${title}: ${pages} pages and popins checked at ${widths || '-'} px (${checked.length} checks, WCAG 2.0/2.1/2.2 A and AA); ` +
    `violations by impact: critical ${byImpact.critical}, serious ${byImpact.serious}, moderate ${byImpact.moderate}, minor ${byImpact.minor}` +
    (rules.length ? ` (rules: ${rules.join(', ')})` : '');
  mkdirSync(ARTIFACTS, { recursive: true });
  appendFileSync(join(ARTIFACTS, 'axe-summary.txt'), `${new Date().toISOString()} ${summary}\n`);
  console.log(summary);
  return summary;
}

/**
 * Fails (throws, listing them) on any serious or critical WCAG 2.2 AA violation; writes every
 * finding, minor ones included, to test-artifacts/axe-summary.txt under `name` for the closing note.
 */
export async function expectNoSeriousAxeViolations(page: Page, name: string, include?: string): Promise<void> {
  const violations = await axeViolations(page, include);
  mkdirSync(ARTIFACTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // The check of the check (a page made to fail) stays out of the summary.
  if (!name.startsWith('self-check:')) checked.push({ name, width, violations });
  const line = violations.length === 0 ? 'no violation' : violations.map((v) => `${v.impact ?? '?'} ${v.id} (${v.targets.length})`).join('; ');
  appendFileSync(join(ARTIFACTS, 'axe-summary.txt'), `${new Date().toISOString()} ${name} @${width}px: ${line}\n`);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    const detail = blocking.map((v) => `- ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.slice(0, 5).join('\n    ')}`).join('\n');
    throw new Error(`axe found serious or critical WCAG 2.2 AA violations on ${name} at ${width} px:\n${detail}`);
  }
}
