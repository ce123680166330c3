import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@contracts';
import type { ToolCard } from '@/api/wall-types';
import { toolText } from '@/features/wall';
import { useBookmarks, type ToolArea } from '../bookmarks-context';

export interface TileDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  listeners: DraggableSyntheticListeners;
  attributes: DraggableAttributes;
  isDragging: boolean;
}

interface TileDragFrameProps {
  tool: ToolCard;
  area: ToolArea;
  drag: TileDrag;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * Makes a tile draggable: the mouse (or a long touch) drags the whole tile; the keyboard picks it up
 * with its handle (space or enter), so the tile's own link still opens with enter. On mobile
 * layouts (up to 1025 px) a menu button replaces the handle (spec section 2, mobile menu).
 */
export function TileDragFrame({ tool, area, drag, style, children }: TileDragFrameProps) {
  const { t, i18n } = useTranslation();
  const { openMenu } = useBookmarks();
  const title = toolText(tool, 'title', toLanguage(i18n.language));
  const dragged = useRef(false);

  // The click that ends a drag on the tile itself must not open the tool. The click comes right
  // after the drop, before this effect sees the drag end, so the flag is cleared a moment later.
  useEffect(() => {
    if (drag.isDragging) dragged.current = true;
    else if (dragged.current) {
      const timer = window.setTimeout(() => (dragged.current = false), 0);
      return () => window.clearTimeout(timer);
    }
  }, [drag.isDragging]);

  return (
    <div
      ref={drag.setNodeRef}
      className={`tile-drag${drag.isDragging ? ' tile-drag--dragging' : ''}`}
      style={style}
      {...drag.listeners}
      onDragStart={(event) => event.preventDefault()}
      onClickCapture={(event) => {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {children}
      <button
        type="button"
        ref={drag.setActivatorNodeRef}
        {...drag.attributes}
        className="tile-drag__handle"
        data-tool-id={tool._id}
        aria-label={t(area === 'bookmark' ? 'bookmarks.handle.bookmark' : 'bookmarks.handle.tool', { title })}
        title={t(area === 'bookmark' ? 'bookmarks.handle.bookmark' : 'bookmarks.handle.tool', { title })}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M9 5h2v2H9zm4 0h2v2h-2zM9 11h2v2H9zm4 0h2v2h-2zm-4 6h2v2H9zm4 0h2v2h-2z" fill="currentColor" />
        </svg>
      </button>
      <button
        type="button"
        className="tile-drag__menu"
        data-tool-id={tool._id}
        aria-haspopup="dialog"
        aria-label={t('bookmarks.menu.open', { title })}
        onClick={() => openMenu(tool, area)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M11 5h2v2h-2zm0 6h2v2h-2zm0 6h2v2h-2z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
