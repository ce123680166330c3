import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contracts';
import { CATALOGUE } from './catalogue';
import type { Messages } from './messages';

/** Every leaf of a message tree, as "ra.action.save" → its text. */
function leavesOf(tree: Messages, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null) {
      for (const [path, text] of leavesOf(value as Messages, `${prefix}${key}.`)) leaves.set(path, text);
    } else leaves.set(`${prefix}${key}`, String(value));
  }
  return leaves;
}

const placeholdersOf = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const english = leavesOf(CATALOGUE.en);

describe('the back-office texts, react-admin’s own included', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('are all in %s, with no key English lacks', (language) => {
    const translated = leavesOf(CATALOGUE[language]);
    expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  // A translation may leave a value out ("Aucun résultat"), but one English does not give would show raw.
  it.each(LANGUAGES.filter((language) => language !== 'en'))('use in %s only the placeholders English fills', (language) => {
    const translated = leavesOf(CATALOGUE[language]);
    const differing = [...english].filter(([key, text]) => {
      const given = placeholdersOf(text);
      return placeholdersOf(translated.get(key) ?? '').some((placeholder) => !given.includes(placeholder));
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('speak English on the English back-office ("This field is required.", not the French of the spec)', () => {
    const french = [...english].filter(([, text]) => /obligatoire|Veuillez|champ/.test(text));
    expect(french).toEqual([]);
    expect(english.get('ra.validation.required')).toBe('This field is required.');
  });
});
