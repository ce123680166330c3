import { describe, expect, it } from 'vitest';
import { canStartImport } from './importRules';

const file = (name: string) => new File(['x'], name);

describe('import gating (spec section 4)', () => {
  it('keeps a test-mode import disabled unless both files are chosen', () => {
    expect(canStartImport({ importTestMode: true, usersFile: null, servicesFile: null })).toBe(false);
    expect(canStartImport({ importTestMode: true, usersFile: file('u.csv'), servicesFile: null })).toBe(false);
    expect(canStartImport({ importTestMode: true, usersFile: null, servicesFile: file('s.csv') })).toBe(false);
    expect(canStartImport({ importTestMode: true, usersFile: file('u.csv'), servicesFile: file('s.csv') })).toBe(true);
  });

  it('lets a real import run with one file, and a save with none', () => {
    expect(canStartImport({ importTestMode: false, usersFile: file('u.csv'), servicesFile: null })).toBe(true);
    expect(canStartImport({ importTestMode: false, usersFile: null, servicesFile: null })).toBe(true);
  });
});
