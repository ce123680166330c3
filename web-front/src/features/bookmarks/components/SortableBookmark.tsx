import type { ToolCard } from '@contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ToolTile } from '@/features/wall';
import { bookmarkDragId, type ToolDragData } from '../drag-drop';
import { TileDragFrame } from './TileDragFrame';

/**
 * One bookmark of the panel: opens the tool, moves among the others, leaves the zone to be removed.
 * `parked`: the bookmark being dragged, kept mounted (hidden, not a drop target) while another
 * slide is shown, so that its drag goes on.
 */
export function SortableBookmark({ tool, parked = false }: { tool: ToolCard; parked?: boolean }) {
  const data: ToolDragData = { kind: 'bookmark', tool, area: 'bookmark' };
  const drag = useSortable({ id: bookmarkDragId(tool._id), data, disabled: parked ? { draggable: false, droppable: true } : false });
  const style = { transform: CSS.Translate.toString(drag.transform), transition: drag.transition };
  return (
    <TileDragFrame tool={tool} area="bookmark" drag={drag} style={style}>
      <ToolTile tool={tool} action={null} />
    </TileDragFrame>
  );
}
