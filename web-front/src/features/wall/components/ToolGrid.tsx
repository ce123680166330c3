import { memo, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CurrentUser, type ToolCard } from '@contracts';
import type { ToolList } from '@/api/wall-types';
import { columnsOf, focusTargetOf, nextTileIndex, RovingTileContext } from '../roving-tiles';
import { toolActionOf } from '../tool-action';
import { ToolTile } from './ToolTile';

/** What the page may wrap around each tile (the bookmarks make them draggable). */
export type TileFrame = ComponentType<{ tool: ToolCard; list: ToolList; children: ReactNode }>;

interface ToolGridProps {
  tools: readonly ToolCard[];
  list: ToolList;
  user: Pick<CurrentUser, 'is_administrator' | 'is_sub_admin'>;
  frame?: TileFrame;
}

const EMPTY_TEXT = { wall: 'wall.noContent', managed: 'wall.emptyManaged', subsidiary: 'wall.emptySubsidiary' } as const;

/**
 * The first 24 tiles, then a "show more" button that reveals the rest (spec section 2). The grid is
 * one stop of the Tab key (a roving tabindex): the current tile's link, then its own buttons; the
 * arrows move among the tiles (Up and Down by rows), Home and End to the first and last.
 * Memoised: the page draws again as each of its start-up answers lands (categories, requestable tools,
 * bookmarks), and 24 tiles drawn again each time was most of a phone's blocking time.
 */
export const ToolGrid = memo(function ToolGrid({ tools, list, user, frame: Frame }: ToolGridProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [current, setCurrent] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const focusTile = (index: number) => focusTargetOf(listRef.current?.children[index])?.focus();

  // After "show more", the keyboard carries on from the first revealed tile instead of the page's top.
  useEffect(() => {
    if (!revealed) return;
    focusTargetOf(listRef.current?.children[LIMITS.wallInitialPage])?.focus();
    setRevealed(false);
  }, [revealed]);

  if (tools.length === 0) return <p className="wall__empty">{t(EMPTY_TEXT[list])}</p>;

  const hidden = showAll ? 0 : Math.max(0, tools.length - LIMITS.wallInitialPage);
  const shown = hidden ? tools.slice(0, LIMITS.wallInitialPage) : tools;
  const active = Math.min(current, shown.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Only from a tile's link: a handle picked up for a keyboard drag uses the arrows itself.
    if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLElement) || !event.target.matches('.tile__link')) return;
    const items = Array.from(event.currentTarget.children);
    const from = items.findIndex((item) => item.contains(event.target as Node));
    const next = nextTileIndex(event.key, from, items.length, columnsOf(items));
    if (next === null || from === -1) return;
    event.preventDefault();
    setCurrent(next);
    focusTile(next);
  };

  return (
    <>
      <ul className="tile-grid" ref={listRef} onKeyDown={onKeyDown}>
        {shown.map((tool, index) => (
          <li
            key={tool._id}
            className="tile-grid__item"
            // Focus reaching a tile any way (a click, a search, "show more") makes it the grid's stop.
            onFocus={() => index !== active && setCurrent(index)}
          >
            <RovingTileContext.Provider value={index === active}>
              {Frame ? (
                <Frame tool={tool} list={list}>
                  <ToolTile tool={tool} action={toolActionOf(tool, list, user)} />
                </Frame>
              ) : (
                <ToolTile tool={tool} action={toolActionOf(tool, list, user)} />
              )}
            </RovingTileContext.Provider>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="wall__more"
          onClick={() => {
            setShowAll(true);
            setRevealed(true);
          }}
        >
          {t('wall.showMore', { count: hidden })}
        </button>
      )}
    </>
  );
});
