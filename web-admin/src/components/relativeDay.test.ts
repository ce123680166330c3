import { describe, expect, it } from 'vitest';
import { formatRelativeDay, relativeDayOf } from './relativeDay';

const now = new Date(2026, 10, 22, 9, 30); // 22 November 2026, 9:30 local time
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour);
const translate = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${options.days}` : key);

describe('dates of the tables', () => {
  it('says today for any hour of the current day', () => {
    expect(relativeDayOf(new Date(2026, 10, 22, 0, 1), now)).toEqual({ kind: 'today' });
    expect(relativeDayOf(new Date(2026, 10, 22, 23, 59), now)).toEqual({ kind: 'today' });
  });

  it('says yesterday for the previous calendar day, even 10 hours ago', () => {
    expect(relativeDayOf(new Date(2026, 10, 21, 23, 30), now)).toEqual({ kind: 'yesterday' });
  });

  it('says 2 days and 3 days, then the local date', () => {
    expect(relativeDayOf(at(20), now)).toEqual({ kind: 'days_ago', days: 2 });
    expect(relativeDayOf(at(19), now)).toEqual({ kind: 'days_ago', days: 3 });
    expect(relativeDayOf(at(18), now)).toEqual({ kind: 'date', date: at(18) });
  });

  it('writes the older dates in the interface language', () => {
    expect(formatRelativeDay(at(18), translate, 'fr', now)).toBe('18/11/2026');
    // Day first in English too, as every other list of the back-office (never 11/18/2026).
    expect(formatRelativeDay(at(18), translate, 'en', now)).toBe('18/11/2026');
    expect(formatRelativeDay(at(18), translate, 'ja', now)).toBe('2026/11/18');
  });

  it('translates the recent ones and shows nothing for a missing or broken date', () => {
    expect(formatRelativeDay(at(22).toISOString(), translate, 'en', now)).toBe('portal.dates.today');
    expect(formatRelativeDay(at(20), translate, 'en', now)).toBe('portal.dates.days_ago:2');
    expect(formatRelativeDay(null, translate, 'en', now)).toBe('');
    expect(formatRelativeDay('not a date', translate, 'en', now)).toBe('');
  });
});
