import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { toLanguage, type ToolCard } from '@contracts';
import { toolText } from '@/features/wall';
import { bookmarkIdOf, dropOutcome, type ToolDragData } from '../drag-drop';

/** What a screen reader hears while a tile is dragged, in the interface language. */
export function useDragAnnouncements(list: readonly ToolCard[]): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const dataOf = (active: Active) => active.data.current as ToolDragData | undefined;
  const titleOf = (active: Active) => {
    const data = dataOf(active);
    return data ? toolText(data.tool, 'title', language) : '';
  };
  const positionOf = (toolId: string | null) => list.findIndex((tool) => tool._id === toolId) + 1;

  const whereIs = (active: Active, over: Over | null): string => {
    const title = titleOf(active);
    const outcome = dropOutcome(dataOf(active), over?.id, list);
    switch (outcome.kind) {
      case 'add':
        return t('bookmarks.drag.overZone', { title });
      case 'already':
        return t('bookmarks.already', { title });
      case 'move':
        return t('bookmarks.drag.overPosition', { title, position: outcome.to + 1, count: list.length });
      case 'remove':
        return t('bookmarks.drag.outside', { title });
      case 'slide':
        return t(outcome.direction > 0 ? 'bookmarks.drag.nextSlide' : 'bookmarks.drag.previousSlide', { title });
      default:
        return dataOf(active)?.kind === 'bookmark'
          ? t('bookmarks.drag.overPosition', { title, position: positionOf(dataOf(active)!.tool._id), count: list.length })
          : t('bookmarks.drag.notOverZone', { title });
    }
  };

  return {
    screenReaderInstructions: { draggable: t('bookmarks.drag.instructions') },
    announcements: {
      onDragStart: ({ active }) =>
        dataOf(active)?.kind === 'bookmark'
          ? t('bookmarks.drag.pickedBookmark', { title: titleOf(active), position: positionOf(bookmarkIdOf(active.id)), count: list.length })
          : t('bookmarks.drag.pickedTool', { title: titleOf(active) }),
      onDragOver: ({ active, over }) => whereIs(active, over),
      onDragEnd: ({ active, over }) => {
        const outcome = dropOutcome(dataOf(active), over?.id, list);
        const title = titleOf(active);
        if (outcome.kind === 'move') return t('bookmarks.drag.moved', { title, position: outcome.to + 1, count: list.length });
        if (outcome.kind === 'none' || outcome.kind === 'slide') return t('bookmarks.drag.droppedUnchanged', { title });
        // Additions and removals are told by their toast; an ignored one by the panel's prompt.
        return undefined;
      },
      onDragCancel: ({ active }) => t('bookmarks.drag.cancelled', { title: titleOf(active) }),
    },
  };
}
