import type { Language } from './languages';

/**
 * The one way both UIs write a date: the interface language decides the order, day first for
 * English as for French (23/11/2026), year first for Chinese and Japanese (2026/11/23), with a
 * 24-hour time when asked. A month-first date (11/10/2026) would read differently in the same session.
 */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', zh: 'zh-CN', ja: 'ja-JP' };

const DATE_PARTS: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const TIME_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export function formatDisplayDate(
  value: string | number | Date | null | undefined,
  language: Language,
  options: { withTime?: boolean; timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(language, !!options.withTime, options.timeZone).format(date);
}

/** Building an Intl.DateTimeFormat costs far more than formatting with it: a list of 50 rows reuses one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: Language, withTime: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${withTime}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const parts = withTime ? { ...DATE_PARTS, ...TIME_PARTS } : DATE_PARTS;
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], { ...parts, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
