import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { bookmarkDragId, dropOutcome, FIXED_ZONE_ID, NEXT_SLIDE_ID, PREVIOUS_SLIDE_ID, ZONE_ID, type ToolDragData } from './drag-drop';

const [mail, leave, payslips, wiki] = ['Mail', 'Leave', 'Payslips', 'Wiki'].map((en) => aTool({ en }));
const bookmarks = [mail, leave, payslips];
const fromWall = (tool = wiki): ToolDragData => ({ kind: 'wall', tool, area: 'wall' });
const bookmark = (tool = mail): ToolDragData => ({ kind: 'bookmark', tool, area: 'bookmark' });

describe('dropping a wall tile', () => {
  it('adds it when dropped on the zone, its fixed copy or a bookmark', () => {
    for (const over of [ZONE_ID, FIXED_ZONE_ID, bookmarkDragId(leave._id)]) expect(dropOutcome(fromWall(), over, bookmarks)).toEqual({ kind: 'add' });
  });

  it('ignores a tool that is already a bookmark', () => {
    expect(dropOutcome(fromWall(leave), ZONE_ID, bookmarks)).toEqual({ kind: 'already' });
  });

  it('changes nothing when dropped elsewhere', () => {
    expect(dropOutcome(fromWall(), null, bookmarks)).toEqual({ kind: 'none' });
  });
});

describe('dropping a bookmark', () => {
  it('takes the place of the bookmark it is dropped on', () => {
    expect(dropOutcome(bookmark(mail), bookmarkDragId(payslips._id), bookmarks)).toEqual({ kind: 'move', from: 0, to: 2 });
    expect(dropOutcome(bookmark(payslips), bookmarkDragId(mail._id), bookmarks)).toEqual({ kind: 'move', from: 2, to: 0 });
  });

  it('is removed when dropped outside its zone', () => {
    expect(dropOutcome(bookmark(), null, bookmarks)).toEqual({ kind: 'remove' });
  });

  it('stays where it was when dropped on its zone or on itself', () => {
    expect(dropOutcome(bookmark(), ZONE_ID, bookmarks)).toEqual({ kind: 'none' });
    expect(dropOutcome(bookmark(mail), bookmarkDragId(mail._id), bookmarks)).toEqual({ kind: 'none' });
  });

  it('turns the slide when held over an arrow', () => {
    expect(dropOutcome(bookmark(), NEXT_SLIDE_ID, bookmarks)).toEqual({ kind: 'slide', direction: 1 });
    expect(dropOutcome(bookmark(), PREVIOUS_SLIDE_ID, bookmarks)).toEqual({ kind: 'slide', direction: -1 });
  });
});
