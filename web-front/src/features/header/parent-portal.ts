import type { Language } from '@contracts';

/**
 * The company portal this one belongs to, one address per language. The spec names the link but not
 * the addresses, and the server's public config has no field for it: change them here (README,
 * "The employee front: header menus and error pages").
 */
export const PARENT_PORTAL_URLS: Record<Language, string> = {
  en: 'https://intranet.example.com/en/',
  fr: 'https://intranet.example.com/fr/',
  zh: 'https://intranet.example.com/zh/',
  ja: 'https://intranet.example.com/ja/',
};

/** The parent portal in `language`, or null when the address is not a plain http(s) one. */
export function parentPortalUrl(language: Language, urls: Record<Language, string> = PARENT_PORTAL_URLS): string | null {
  try {
    const url = new URL(urls[language]);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
