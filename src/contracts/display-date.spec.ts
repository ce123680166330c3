import { formatDisplayDate } from './display-date';

const date = '2026-10-11T14:05:00Z';

describe('formatDisplayDate', () => {
  it('writes the day first in English as in French, never the month first', () => {
    expect(formatDisplayDate(date, 'en', { timeZone: 'UTC' })).toBe('11/10/2026');
    expect(formatDisplayDate(date, 'fr', { timeZone: 'UTC' })).toBe('11/10/2026');
  });

  it('writes the year first in Chinese and Japanese', () => {
    expect(formatDisplayDate(date, 'zh', { timeZone: 'UTC' })).toBe('2026/10/11');
    expect(formatDisplayDate(date, 'ja', { timeZone: 'UTC' })).toBe('2026/10/11');
  });

  it('adds a 24-hour time when asked', () => {
    expect(formatDisplayDate(date, 'en', { withTime: true, timeZone: 'UTC' })).toBe('11/10/2026, 14:05');
    expect(formatDisplayDate(date, 'ja', { withTime: true, timeZone: 'UTC' })).toBe('2026/10/11 14:05');
  });

  it('writes nothing for a missing or invalid date', () => {
    expect(formatDisplayDate(null, 'en')).toBe('');
    expect(formatDisplayDate('not a date', 'fr')).toBe('');
  });
});
