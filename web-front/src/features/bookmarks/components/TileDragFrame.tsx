import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type ToolCard } from '@contracts';
import { toolText, useTileTabIndex } from '@/features/wall';
import { useBookmarks, type ToolArea } from '../bookmarks-context';
import { Icon } from '@/components/Icon';

interface TileDrag {
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

/** The keys that open a context menu from the keyboard: the Menu key, or Shift+F10. */
function isMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * Makes a tile draggable: the mouse (or a long touch) drags the whole tile; the keyboard picks it up
 * with its handle (space or enter), so the tile's own link still opens with enter. Every tile also
 * has a menu button ("⋯" on desktop, "⋮" on mobile layouts up to 1025 px, where it replaces the
 * handle): the spec's mobile menu, so that a person who cannot drag can still bookmark and reach the
 * details. The Menu key or Shift+F10 anywhere on the tile opens it too. A wall tile that is already
 * a bookmark wears a star.
 */
export function TileDragFrame({ tool, area, drag, style, children }: TileDragFrameProps) {
  const { t, i18n } = useTranslation();
  const { openMenu, isBooked } = useBookmarks();
  const title = toolText(tool, 'title', toLanguage(i18n.language));
  const dragged = useRef(false);
  // The Menu key also fires the browser's own context menu right after the key: that one is skipped.
  const menuKeyAt = useRef(0);
  const starred = area !== 'bookmark' && isBooked(tool._id);
  // In a wall grid, only the current tile's buttons take the Tab key (after its link).
  const tabIndex = useTileTabIndex();

  // The click that ends a drag on the tile itself must not open the tool. The click comes right
  // after the drop, before this effect sees the drag end, so the flag is cleared a moment later.
  useEffect(() => {
    if (drag.isDragging) dragged.current = true;
    else if (dragged.current) {
      const timer = window.setTimeout(() => (dragged.current = false), 0);
      return () => window.clearTimeout(timer);
    }
  }, [drag.isDragging]);

  // Each text once: every tile of the wall draws these on the page's first screen.
  const starLabel = starred ? t('bookmarks.starred', { title }) : '';
  const handleLabel = t(area === 'bookmark' ? 'bookmarks.handle.bookmark' : 'bookmarks.handle.tool', { title });
  const menuTitle = t('bookmarks.menu.open', { title });

  return (
    <div
      ref={drag.setNodeRef}
      className={`tile-drag${drag.isDragging ? ' tile-drag--dragging' : ''}`}
      style={style}
      {...drag.listeners}
      onKeyDown={(event) => {
        if (isMenuKey(event)) {
          event.preventDefault();
          menuKeyAt.current = Date.now();
          openMenu(tool, area);
          return;
        }
        drag.listeners?.onKeyDown?.(event);
      }}
      onContextMenu={(event) => {
        if (Date.now() - menuKeyAt.current < 1000) event.preventDefault();
      }}
      onDragStart={(event) => event.preventDefault()}
      onClickCapture={(event) => {
        if (!dragged.current) return;
        dragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      {children}
      {starred && (
        <span className="tile-drag__star" role="img" aria-label={starLabel} title={starLabel}>
          <Icon size={16} path="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z" />
        </span>
      )}
      <button
        type="button"
        ref={drag.setActivatorNodeRef}
        {...drag.attributes}
        tabIndex={tabIndex}
        className="tile-drag__handle"
        data-tool-id={tool._id}
        aria-label={handleLabel}
        title={handleLabel}
      >
        <Icon size={16} path="M9 5h2v2H9zm4 0h2v2h-2zM9 11h2v2H9zm4 0h2v2h-2zm-4 6h2v2H9zm4 0h2v2h-2z" />
      </button>
      <button
        type="button"
        className="tile-drag__menu"
        data-tool-id={tool._id}
        tabIndex={tabIndex}
        aria-haspopup="dialog"
        aria-label={starred ? t('bookmarks.menu.openStarred', { title }) : menuTitle}
        title={menuTitle}
        onClick={() => openMenu(tool, area)}
      >
        {/* Three dots, turned upright (⋮) on mobile layouts by the style sheet. */}
        <Icon className="tile-drag__dots" path="M5 11h2.5v2.5H5zm5.75 0h2.5v2.5h-2.5zm5.75 0H19v2.5h-2.5z" />
      </button>
    </div>
  );
}
