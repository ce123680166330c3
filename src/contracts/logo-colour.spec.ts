import { logoBackground, readableTextOn } from './logo-colour';
import { DEFAULT_LOGO_COLOR } from './tool-rules';

describe('abbreviation logo colours', () => {
  it('accepts 3- and 6-digit hex colours and falls back to the default orange', () => {
    expect(logoBackground('#1971C2')).toBe('#1971c2');
    expect(logoBackground('abc')).toBe('#abc');
    expect(logoBackground('red')).toBe(DEFAULT_LOGO_COLOR);
    expect(logoBackground(undefined)).toBe(DEFAULT_LOGO_COLOR);
  });

  it('writes white on dark colours and black on light ones', () => {
    expect(readableTextOn('#14213d')).toBe('#ffffff');
    expect(readableTextOn('#ffd43b')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
  });
});
