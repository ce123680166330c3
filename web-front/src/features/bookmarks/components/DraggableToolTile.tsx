import type { ToolCard } from '@contracts';
import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { ToolList } from '@/api/wall-types';
import type { ToolArea } from '../bookmarks-context';
import { wallDragId, type ToolDragData } from '../drag-drop';
import { TileDragFrame } from './TileDragFrame';

const AREA_OF_LIST: Record<ToolList, ToolArea> = { wall: 'wall', managed: 'management', subsidiary: 'subsidiary' };

/** A tile of the wall (or of the managed and subsidiary lists) that can be dragged onto the bookmarks. */
export function DraggableToolTile({ tool, list, children }: { tool: ToolCard; list: ToolList; children: ReactNode }) {
  const area = AREA_OF_LIST[list];
  const data: ToolDragData = { kind: 'wall', tool, area };
  const drag = useDraggable({ id: wallDragId(area, tool._id), data });
  return (
    <TileDragFrame tool={tool} area={area} drag={drag}>
      {children}
    </TileDragFrame>
  );
}
