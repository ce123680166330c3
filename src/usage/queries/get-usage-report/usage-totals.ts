import type { DayCounts } from '../../usage-days';

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

/** Sums the day counts of the tools in `toolIds` over the window: one pass, no per-call database read. */
export function usageTotals(counts: readonly DayCounts[], toolIds: ReadonlySet<string>, from: string, to: string): UsageTotals {
  const window = daysBetween(from, to);
  const perDay = new Map(window.map((day) => [day, 0]));
  const totals: UsageTotals = { days: [], byTool: new Map(), bySubsidiary: new Map(), byLanguage: new Map(), total: 0 };
  for (const entry of counts) {
    if (!toolIds.has(entry.tool) || !perDay.has(entry.day) || entry.total <= 0) continue;
    perDay.set(entry.day, perDay.get(entry.day)! + entry.total);
    add(totals.byTool, entry.tool, entry.total);
    totals.total += entry.total;
    for (const [subsidiary, count] of Object.entries(entry.bySubsidiary)) add(totals.bySubsidiary, subsidiary, Number(count) || 0);
    for (const [language, count] of Object.entries(entry.byLanguage)) add(totals.byLanguage, language, Number(count) || 0);
  }
  totals.days = window.map((day) => ({ day, opens: perDay.get(day)! }));
  return totals;
}

/** Most first, then by key, so equal counts keep one order. */
export const mostFirst = <K extends string>(map: ReadonlyMap<K, number>): [K, number][] =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
