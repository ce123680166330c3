import { dayNumber, type ToolUsage } from '../../usage-days';

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

/** Adds up the sums of the tools in `toolIds` over the window: at most one entry per tool, no per-call database read. */
export function usageTotals(usage: ReadonlyMap<string, ToolUsage>, toolIds: ReadonlySet<string>, from: string, to: string): UsageTotals {
  const window = daysBetween(from, to);
  const first = dayNumber(from);
  const perDay = new Float64Array(window.length);
  const totals: UsageTotals = { days: [], byTool: new Map(), bySubsidiary: new Map(), byLanguage: new Map(), total: 0 };
  for (const id of toolIds) {
    const tool = usage.get(id);
    if (!tool || tool.total <= 0) continue;
    totals.byTool.set(id, tool.total);
    totals.total += tool.total;
    for (const [day, count] of tool.perDay) if (day >= first && day - first < perDay.length) perDay[day - first] += count;
    for (const [subsidiary, count] of tool.bySubsidiary) add(totals.bySubsidiary, subsidiary, count);
    for (const [language, count] of tool.byLanguage) add(totals.byLanguage, language, count);
  }
  totals.days = window.map((day, n) => ({ day, opens: perDay[n] }));
  return totals;
}

/** Most first, then by key, so equal counts keep one order. */
export const mostFirst = <K extends string>(map: ReadonlyMap<K, number>): [K, number][] =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
