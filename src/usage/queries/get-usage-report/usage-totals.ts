import { dayNumber } from '../../usage-days';
import type { ToolWindow } from '../../usage-window';

/** What the Usage page needs of a tool. */
export interface UsageTool {
  id: string;
  title: string;
  managers: readonly string[];
}

export interface UsageTotals {
  /** Opens per day of the window, oldest first. */
  days: { day: string; opens: number }[];
  /** Opens per tool id (tools in the set only; never-opened tools absent). */
  byTool: Map<string, number>;
  bySubsidiary: Map<string, number>;
  byLanguage: Map<string, number>;
  total: number;
}

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (`YYYY-MM-DD`, UTC), both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const add = (map: Map<string, number>, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);

/**
 * Adds up the windows of the tools in `toolIds` over the days from `from` to `to`: one entry per tool,
 * no per-call database read. A tool's total is its days' sum within these days; its subsidiary and
 * language sums are those of the window it was published with (the same days but for the minutes
 * after midnight UTC before the worker's next publish).
 */
export function usageTotals(windows: ReadonlyMap<string, ToolWindow>, toolIds: ReadonlySet<string>, from: string, to: string): UsageTotals {
  const window = daysBetween(from, to);
  const first = dayNumber(from);
  const perDay = new Float64Array(window.length);
  const totals: UsageTotals = { days: [], byTool: new Map(), bySubsidiary: new Map(), byLanguage: new Map(), total: 0 };
  for (const id of toolIds) {
    const tool = windows.get(id);
    if (!tool) continue;
    let total = 0;
    tool.perDay.forEach((count, n) => {
      const at = tool.firstDay + n - first;
      if (count && at >= 0 && at < perDay.length) {
        perDay[at] += count;
        total += count;
      }
    });
    if (total <= 0) continue;
    totals.byTool.set(id, total);
    totals.total += total;
    for (const [subsidiary, count] of Object.entries(tool.bySubsidiary)) add(totals.bySubsidiary, subsidiary, count);
    for (const [language, count] of Object.entries(tool.byLanguage)) add(totals.byLanguage, language, count);
  }
  totals.days = window.map((day, n) => ({ day, opens: perDay[n] }));
  return totals;
}

/** Most first, then by key, so equal counts keep one order. */
export const mostFirst = <K extends string>(map: ReadonlyMap<K, number>): [K, number][] =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
