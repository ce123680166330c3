import { daysBetween, mostFirst, usageTotals } from './usage-totals';

import { dayNumber, type ToolUsage } from '../../usage-days';
import { toolWindowOf, type ToolWindow } from '../../usage-window';

type Entry = { tool: string; day: string; total: number; bySubsidiary: Record<string, number>; byLanguage: Record<string, number> };
const entry = (tool: string, day: string, total: number, bySubsidiary: Record<string, number> = {}, byLanguage: Record<string, number> = {}): Entry => ({ tool, day, total, bySubsidiary, byLanguage });

/** The per-tool windows the read model publishes, built from day documents. */
function summed(entries: Entry[]): Map<string, ToolWindow> {
  const tools = new Map<string, ToolUsage>();
  const add = <K,>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const e of entries) {
    const usage = tools.get(e.tool) ?? { total: 0, perDay: new Map(), bySubsidiary: new Map(), byLanguage: new Map() };
    tools.set(e.tool, usage);
    usage.total += e.total;
    add(usage.perDay, dayNumber(e.day), e.total);
    for (const [k, n] of Object.entries(e.bySubsidiary)) add(usage.bySubsidiary, k, n);
    for (const [k, n] of Object.entries(e.byLanguage)) add(usage.byLanguage, k, n);
  }
  return new Map([...tools].map(([id, usage]) => [id, toolWindowOf(usage)]));
}

describe('usage totals', () => {
  it('lists every day of the window, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('sums only the tools asked for, and their days of the window', () => {
    const totals = usageTotals(
      summed([
        entry('a', '2026-03-01', 3, { s1: 2, none: 1 }, { fr: 3 }),
        entry('a', '2026-03-02', 1, { s1: 1 }, { en: 1 }),
        entry('b', '2026-03-02', 5, { s2: 5 }, { zh: 5 }),
        entry('c', '2026-03-02', 9, { s2: 9 }, { en: 9 }), // not in the set
      ]),
      new Set(['a', 'b']),
      '2026-03-01',
      '2026-03-02',
    );
    expect(totals.total).toBe(9);
    expect(totals.days).toEqual([{ day: '2026-03-01', opens: 3 }, { day: '2026-03-02', opens: 6 }]);
    expect(Object.fromEntries(totals.byTool)).toEqual({ a: 4, b: 5 });
    expect(mostFirst(totals.bySubsidiary)).toEqual([['s2', 5], ['s1', 3], ['none', 1]]);
    expect(mostFirst(totals.byLanguage)).toEqual([['zh', 5], ['fr', 3], ['en', 1]]);
  });
});
