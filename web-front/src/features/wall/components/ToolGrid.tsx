import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CurrentUser, type ToolCard } from '@contracts';
import type { ToolList } from '@/api/wall-types';
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

/** The first 24 tiles, then a "show more" button that reveals the rest (spec section 2). */
export function ToolGrid({ tools, list, user, frame: Frame }: ToolGridProps) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // After "show more", the keyboard carries on from the first revealed tile instead of the page's top.
  useEffect(() => {
    if (!revealed) return;
    listRef.current?.children[LIMITS.wallInitialPage]?.querySelector<HTMLElement>('a, [tabindex]')?.focus();
    setRevealed(false);
  }, [revealed]);

  // The spec's "no content", and for the personal lists what they are for, so an empty one is not a riddle.
  if (tools.length === 0) return <p className="wall__empty">{t(EMPTY_TEXT[list])}</p>;

  const hidden = showAll ? 0 : Math.max(0, tools.length - LIMITS.wallInitialPage);
  const shown = hidden ? tools.slice(0, LIMITS.wallInitialPage) : tools;
  return (
    <>
      <ul className="tile-grid" ref={listRef}>
        {shown.map((tool) => (
          <li key={tool._id} className="tile-grid__item">
            {Frame ? (
              <Frame tool={tool} list={list}>
                <ToolTile tool={tool} action={toolActionOf(tool, list, user)} />
              </Frame>
            ) : (
              <ToolTile tool={tool} action={toolActionOf(tool, list, user)} />
            )}
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
}
