import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { bookmarkDragId, NEXT_SLIDE_ID, ZONE_ID, type ToolDragData } from './drag-drop';
import { bookmarkKeyboardCoordinates } from './keyboard-coordinates';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });
const zone = rect(100, 100, 700, 200);
const slots = [rect(150, 120, 180, 150), rect(350, 120, 180, 150), rect(550, 120, 180, 150)];
const arrow = rect(750, 175, 40, 40);
const wallTile = rect(300, 600, 140, 140);

type Args = Parameters<KeyboardCoordinateGetter>[1];

function press(code: string, data: ToolDragData, at: ClientRect, initial: ClientRect) {
  const ids = [ZONE_ID, 'bookmark:a', 'bookmark:b', 'bookmark:c', NEXT_SLIDE_ID];
  const rects = new Map<string, ClientRect>([[ZONE_ID, zone], ...slots.map((slot, index) => [ids[index + 1], slot] as [string, ClientRect]), [NEXT_SLIDE_ID, arrow]]);
  const activeId = data.kind === 'bookmark' ? bookmarkDragId(data.tool._id) : 'wall:x';
  const context = {
    active: { id: activeId, data: { current: data }, rect: { current: { initial, translated: at } } },
    collisionRect: at,
    droppableRects: rects,
    droppableContainers: { getEnabled: () => ids.map((id) => ({ id, disabled: false })) },
  };
  const event = new KeyboardEvent('keydown', { code });
  return bookmarkKeyboardCoordinates(event, { active: activeId, currentCoordinates: { x: at.left, y: at.top }, context } as unknown as Args);
}

const bookmarkA: ToolDragData = { kind: 'bookmark', tool: { ...aTool(), _id: 'a' }, area: 'bookmark' };
const fromWall: ToolDragData = { kind: 'wall', tool: aTool(), area: 'wall' };

describe('keyboard moves', () => {
  it('takes a wall tile onto the centre of the bookmarks with the up arrow, and back with the down arrow', () => {
    expect(press('ArrowUp', fromWall, wallTile, wallTile)).toEqual({ x: 100 + 350 - 70, y: 100 + 100 - 70 });
    expect(press('ArrowDown', fromWall, rect(380, 130, 140, 140), wallTile)).toEqual({ x: 300, y: 600 });
    expect(press('ArrowLeft', fromWall, wallTile, wallTile)).toBeUndefined();
  });

  it('moves a bookmark centre on centre to the next bookmark, then onto the slide arrow', () => {
    expect(press('ArrowRight', bookmarkA, slots[0], slots[0])).toEqual({ x: 350, y: 120 });
    expect(press('ArrowRight', bookmarkA, slots[2], slots[0])).toEqual({ x: 770 - 90, y: 195 - 75 });
    expect(press('ArrowLeft', bookmarkA, slots[2], slots[0])).toEqual({ x: 350, y: 120 });
  });

  it('takes a bookmark out of the zone with the down arrow, and back in with the up arrow', () => {
    expect(press('ArrowDown', bookmarkA, slots[1], slots[0])).toEqual({ x: 350, y: 300 + 24 });
    expect(press('ArrowUp', bookmarkA, rect(350, 324, 180, 150), slots[0])).toEqual({ x: 150, y: 120 });
  });
});
