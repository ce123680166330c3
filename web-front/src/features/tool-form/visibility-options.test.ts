import { describe, expect, it } from 'vitest';
import { visibilityOptionsFor } from './visibility-options';

const own = { _id: 's-own', name: 'Northwind Europe' };
const subsidiaries = [own, { _id: 's-asia', name: 'Northwind Asia' }];
const kinds = (options: ReturnType<typeof visibilityOptionsFor>) => options.map((option) => option.subsidiaryId ?? option.visibility);

describe('visibility choices of the tool form', () => {
  it('gives an employee private, public and their own subsidiary only', () => {
    expect(kinds(visibilityOptionsFor({ is_administrator: false, is_sub_admin: false, subsidiary: own }, subsidiaries))).toEqual(['private', 'public', 's-own']);
    expect(kinds(visibilityOptionsFor({ is_administrator: false, is_sub_admin: false, subsidiary: null }, subsidiaries))).toEqual(['private', 'public']);
  });

  it('gives a sub-administrator their own subsidiary only', () => {
    expect(kinds(visibilityOptionsFor({ is_administrator: false, is_sub_admin: true, subsidiary: own }, subsidiaries))).toEqual(['s-own']);
  });

  it('gives an administrator private, public and every subsidiary', () => {
    expect(kinds(visibilityOptionsFor({ is_administrator: true, is_sub_admin: false, subsidiary: null }, subsidiaries))).toEqual(['private', 'public', 's-own', 's-asia']);
  });

  it('keeps showing the subsidiary a tool already has', () => {
    expect(kinds(visibilityOptionsFor({ is_administrator: false, is_sub_admin: false, subsidiary: null }, [], 's-asia'))).toEqual(['private', 'public', 's-asia']);
  });
});
