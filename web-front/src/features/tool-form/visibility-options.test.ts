import { describe, expect, it } from 'vitest';
import { visibilityOptionsFor } from './visibility-options';

// Who gets which choice is the shared rule's (src/contracts/tool-access.spec.ts); here: how the form names them.
const own = { _id: 's-own', name: 'Northwind Europe' };
const subsidiaries = [own, { _id: 's-asia', name: 'Northwind Asia' }];

describe('visibility choices of the tool form', () => {
  it('names each subsidiary and marks the user’s own', () => {
    const options = visibilityOptionsFor({ _id: 'u-1', is_administrator: true, is_sub_admin: false, subsidiary: own }, subsidiaries);
    expect(options).toEqual([
      { visibility: 'private', subsidiaryId: null, name: null, own: false },
      { visibility: 'public', subsidiaryId: null, name: null, own: false },
      { visibility: 'subsidiary', subsidiaryId: 's-own', name: 'Northwind Europe', own: true },
      { visibility: 'subsidiary', subsidiaryId: 's-asia', name: 'Northwind Asia', own: false },
    ]);
  });

  it('keeps showing the subsidiary a tool already has', () => {
    const options = visibilityOptionsFor({ _id: 'u-1', is_administrator: false, is_sub_admin: false, subsidiary: null }, [], 's-asia');
    expect(options.map((option) => option.subsidiaryId ?? option.visibility)).toEqual(['private', 'public', 's-asia']);
  });
});
