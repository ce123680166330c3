import { daysBetween, mostFirst, usageTotals } from './usage-totals';

const entry = (tool: string, day: string, total: number, bySubsidiary: Record<string, number> = {}, byLanguage: Record<string, number> = {}) => ({ tool, day, total, bySubsidiary, byLanguage });

describe('usage totals', () => {
  it('lists every day of the window, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('sums only the tools asked for and only the days of the window', () => {
    const totals = usageTotals(
      [
        entry('a', '2026-03-01', 3, { s1: 2, none: 1 }, { fr: 3 }),
        entry('a', '2026-03-02', 1, { s1: 1 }, { en: 1 }),
        entry('b', '2026-03-02', 5, { s2: 5 }, { zh: 5 }),
        entry('c', '2026-03-02', 9, { s2: 9 }, { en: 9 }), // not in the set
        entry('a', '2026-02-01', 7, { s1: 7 }, { en: 7 }), // before the window
      ],
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
