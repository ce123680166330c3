import { formatDisplayDate, toLanguage } from '@contracts';

/** How a table shows a date (spec section 2): today, yesterday, 2 days, 3 days, or the local date. */
type RelativeDay = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'days_ago'; days: 2 | 3 } | { kind: 'date'; date: Date };

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Calendar days between two instants in the browser's time zone (a change of summer time included). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / MS_PER_DAY);
}

export function relativeDayOf(value: string | Date, now: Date = new Date()): RelativeDay {
  const date = value instanceof Date ? value : new Date(value);
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return { kind: 'today' }; // a clock slightly ahead of ours is still today
  if (days === 1) return { kind: 'yesterday' };
  if (days === 2 || days === 3) return { kind: 'days_ago', days };
  return { kind: 'date', date };
}

/** The text of a relative day, given the translate function and the interface language. */
export function formatRelativeDay(
  value: string | Date | null | undefined,
  translate: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
  now: Date = new Date(),
): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = relativeDayOf(date, now);
  if (day.kind === 'today') return translate('portal.dates.today');
  if (day.kind === 'yesterday') return translate('portal.dates.yesterday');
  if (day.kind === 'days_ago') return translate('portal.dates.days_ago', { days: day.days });
  return formatDisplayDate(day.date, toLanguage(locale));
}
