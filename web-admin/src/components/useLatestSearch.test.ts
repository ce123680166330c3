import { describe, expect, it } from 'vitest';
import { letterCount } from './useLatestSearch';

describe('directory search threshold (spec section 5)', () => {
  it('counts letters only, accents and other scripts included', () => {
    expect(letterCount('F-i')).toBe(2);
    expect(letterCount('12 ab!')).toBe(2);
    expect(letterCount('Élo')).toBe(3);
    expect(letterCount('山田太')).toBe(3);
  });
});
