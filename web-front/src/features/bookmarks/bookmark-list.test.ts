import { describe, expect, it } from 'vitest';
import { addBookmark, lastBookmarks, moveBookmark, removalMessageMs, removeBookmark, slideCount, slideItems, slideOf } from './bookmark-list';

const ids = (...names: string[]) => names.map((_id) => ({ _id }));
const names = (list: { _id: string }[] | null) => list?.map((item) => item._id);

describe('adding a bookmark', () => {
  it('appends a new tool, or puts it where it was dropped', () => {
    expect(names(addBookmark(ids('a', 'b'), { _id: 'c' }))).toEqual(['a', 'b', 'c']);
    expect(names(addBookmark(ids('a', 'b'), { _id: 'c' }, 1))).toEqual(['a', 'c', 'b']);
  });

  it('ignores a tool that is already a bookmark', () => {
    expect(addBookmark(ids('a', 'b'), { _id: 'b' })).toBeNull();
  });
});

describe('removing and moving', () => {
  it('removes only the named tool', () => {
    expect(names(removeBookmark(ids('a', 'b', 'c'), 'b'))).toEqual(['a', 'c']);
  });

  it('moves one bookmark earlier or later, the others keeping their order', () => {
    expect(moveBookmark(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveBookmark(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveBookmark(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});

describe('slides of 3', () => {
  it('pages the list in slides of 3, an empty list keeping one slide', () => {
    expect([0, 1, 3, 4, 7].map((n) => slideCount(n))).toEqual([1, 1, 1, 2, 3]);
    expect(slideItems(['a', 'b', 'c', 'd', 'e'], 1)).toEqual(['d', 'e']);
    expect([0, 2, 3, 6].map((index) => slideOf(index))).toEqual([0, 0, 1, 2]);
  });

  it('shows the last 4 in the fixed zone of small screens', () => {
    expect(lastBookmarks(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['c', 'd', 'e', 'f']);
    expect(lastBookmarks(['a'])).toEqual(['a']);
  });
});

describe('removal message', () => {
  it('stays 3.5 s, or 5 s once the list is empty', () => {
    expect(removalMessageMs(2)).toBe(3500);
    expect(removalMessageMs(0)).toBe(5000);
  });
});
