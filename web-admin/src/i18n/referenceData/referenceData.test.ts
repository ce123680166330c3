import { describe, expect, it } from 'vitest';
import type { Messages } from '../messages';
import en from './en';
import fr from './fr';
import ja from './ja';
import zh from './zh';

function keysOf(tree: Messages, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Messages, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('reference-data texts', () => {
  it('are all in French, the other full interface language', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('hold no Chinese or Japanese key that English lacks (they fall back to English)', () => {
    const english = new Set(keysOf(en));
    expect(keysOf(zh).filter((key) => !english.has(key))).toEqual([]);
    expect(keysOf(ja).filter((key) => !english.has(key))).toEqual([]);
  });
});
