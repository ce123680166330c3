import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { NEXT_SLIDE_ID, PREVIOUS_SLIDE_ID } from '../drag-drop';

interface SlideArrowProps {
  direction: 'previous' | 'next';
  enabled: boolean;
  onClick: () => void;
}

/** Turns the slide; a bookmark dragged onto it turns it too, to reorder across slides. */
export function SlideArrow({ direction, enabled, onClick }: SlideArrowProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: direction === 'next' ? NEXT_SLIDE_ID : PREVIOUS_SLIDE_ID, disabled: !enabled });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className={`bookmark-slides__arrow${isOver ? ' bookmark-slides__arrow--over' : ''}`}
      disabled={!enabled}
      onClick={onClick}
      aria-label={t(`bookmarks.slides.${direction}`)}
      title={t(`bookmarks.slides.${direction}`)}
    >
      <span aria-hidden="true">{direction === 'next' ? '›' : '‹'}</span>
    </button>
  );
}
