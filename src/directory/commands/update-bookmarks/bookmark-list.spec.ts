import { cleanBookmarkIds, MAX_BOOKMARKS } from './bookmark-list';

const a = '64b000000000000000000001';
const b = '64b000000000000000000002';

describe('bookmark list', () => {
  it('keeps the order and drops duplicates, the first place winning', () => {
    expect(cleanBookmarkIds([b, a, b])).toEqual([b, a]);
  });

  it('drops malformed ids and other types', () => {
    expect(cleanBookmarkIds([a, 'x', 42, null, { $gt: '' }, '64b00000000000000000000z'])).toEqual([a]);
  });

  it('keeps at most the limit', () => {
    const many = Array.from({ length: MAX_BOOKMARKS + 10 }, (_, i) => i.toString(16).padStart(24, '0'));
    expect(cleanBookmarkIds(many)).toHaveLength(MAX_BOOKMARKS);
  });
});
