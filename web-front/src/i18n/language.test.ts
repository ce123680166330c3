import { describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n';
import { chooseLanguage, currentLanguageChoice, LANGUAGE_OVERRIDE_KEY } from './language';

describe('language choice (spec section 4)', () => {
  it('prefers the local override over everything', () => {
    expect(chooseLanguage({ override: 'ja', userLanguage: 'fr', browserLanguage: 'zh-CN' })).toBe('ja');
  });

  it('uses the user language when there is no override', () => {
    expect(chooseLanguage({ override: null, userLanguage: 'fr', browserLanguage: 'zh-CN' })).toBe('fr');
  });

  it('uses the browser language when neither override nor user language is known', () => {
    expect(chooseLanguage({ override: '', userLanguage: undefined, browserLanguage: 'zh-CN' })).toBe('zh');
  });

  it('falls back to English when nothing is known', () => {
    expect(chooseLanguage({})).toBe('en');
  });

  it('turns an unsupported value into English', () => {
    expect(chooseLanguage({ browserLanguage: 'de-DE' })).toBe('en');
    expect(chooseLanguage({ override: 'klingon', userLanguage: 'fr' })).toBe('en');
  });

  it('reads the override from localStorage and the browser language from navigator', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(currentLanguageChoice()).toBe('fr');
    expect(currentLanguageChoice('ja')).toBe('ja');

    window.localStorage.setItem(LANGUAGE_OVERRIDE_KEY, 'zh');
    expect(currentLanguageChoice('ja')).toBe('zh');
  });

  it('keeps <html lang> in step with the interface language', async () => {
    await i18n.changeLanguage('ja');
    expect(document.documentElement.lang).toBe('ja');
  });
});
