import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import zh from './locales/zh.json';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** `bilingual.*` is shown in French and English whatever the interface language, so only those two hold it. */
const interfaceKeys = (locale: object) => keysOf(locale).filter((key) => !key.startsWith('bilingual.'));

describe('locales', () => {
  it.each([
    ['fr', fr],
    ['zh', zh],
    ['ja', ja],
  ])('%s has exactly the interface keys of en', (_name, locale) => {
    expect(interfaceKeys(locale).sort()).toEqual(interfaceKeys(en).sort());
  });

  it('has the bilingual notices in French and English', () => {
    expect(keysOf(fr.bilingual).sort()).toEqual(keysOf(en.bilingual).sort());
  });
});
