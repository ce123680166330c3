import { Types } from 'mongoose';
import { wallFilter, wallListOf } from './wall-filters';

const viewer = { userId: 'u1', groups: ['G1'], subsidiaryId: '64b000000000000000000009' };

describe('wall lists: which filter each getApps flag pair means', () => {
  it('reads the flags of the path', () => {
    expect(wallListOf('false', 'false')).toBe('wall');
    expect(wallListOf('true', 'false')).toBe('managed');
    expect(wallListOf('false', 'true')).toBe('subsidiary');
    expect(wallListOf('nonsense', 'nope')).toBe('wall');
  });

  it('never lists deleted tools', () => {
    for (const list of ['wall', 'managed', 'subsidiary'] as const) expect(wallFilter(list, viewer)).toMatchObject({ deleted: { $ne: true } });
  });

  it('lists the tools of the subsidiary for its people, nothing for people without one', () => {
    expect(wallFilter('subsidiary', viewer)).toEqual({
      deleted: { $ne: true },
      is_published: true,
      users: 'all',
      subsidiaryId: new Types.ObjectId(viewer.subsidiaryId),
    });
    expect(wallFilter('subsidiary', { ...viewer, subsidiaryId: null })).toBeNull();
  });
});
