import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, parseLanguage } from './language';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('interface language', () => {
  it('reads region tags and quoted values', () => {
    expect(parseLanguage('fr-FR')).toBe('fr');
    expect(parseLanguage('"ja"')).toBe('ja');
    expect(parseLanguage('de')).toBeUndefined();
  });

  it('uses the language chosen in the portal first', () => {
    localStorage.setItem('portal.language', 'zh');
    browserLanguages(['fr-FR']);
    expect(initialLanguage()).toBe('zh');
  });

  it('otherwise uses the first supported browser language', () => {
    browserLanguages(['de-DE', 'ja-JP', 'fr']);
    expect(initialLanguage()).toBe('ja');
  });

  it('falls back to English', () => {
    browserLanguages(['de-DE']);
    expect(initialLanguage()).toBe('en');
  });
});
