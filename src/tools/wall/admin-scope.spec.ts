import { Types } from 'mongoose';
import { escapeRegExp } from '../../contracts';
import { adminToolsFilter } from './admin-scope';

describe('back-office tool lists: scope of the caller', () => {
  const subsidiaryId = '64b000000000000000000009';

  it('gives administrators every non-deleted tool', () => {
    expect(adminToolsFilter({ userId: 'a', roles: ['user', 'administrator'], subsidiaryId: null })).toEqual({ deleted: { $ne: true } });
  });

  it('limits sub-administrators to their subsidiary', () => {
    expect(adminToolsFilter({ userId: 's', roles: ['user', 'sub_admin'], subsidiaryId })).toEqual({
      deleted: { $ne: true },
      subsidiaryId: new Types.ObjectId(subsidiaryId),
    });
  });

  it('gives nothing to anyone else', () => {
    expect(adminToolsFilter({ userId: 'u', roles: ['user'], subsidiaryId })).toBeNull();
  });

  it('escapes every regular-expression character', () => {
    const text = 'a.b*c+(d)[e]{f}|g^h$i?j\\k';
    expect(new RegExp(escapeRegExp(text)).test(`xx${text}yy`)).toBe(true);
    expect(new RegExp(escapeRegExp('.*')).test('anything')).toBe(false);
  });
});
