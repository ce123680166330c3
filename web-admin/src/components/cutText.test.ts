import { describe, expect, it } from 'vitest';
import { cutText } from './cutText';

describe('name cut of the tables', () => {
  it('keeps a name of 18 characters whole', () => {
    expect(cutText('Expense tracker EU')).toBe('Expense tracker EU');
  });

  it('cuts a longer name to 17 characters and an ellipsis', () => {
    expect(cutText('Expense tracker Europe')).toBe('Expense tracker E…');
    expect(Array.from(cutText('Expense tracker Europe'))).toHaveLength(18);
  });

  it('never splits a character made of two code units', () => {
    expect(cutText('😀'.repeat(20))).toBe(`${'😀'.repeat(17)}…`);
  });

  it('shows nothing for a missing name', () => {
    expect(cutText(undefined)).toBe('');
  });
});
