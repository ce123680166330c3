import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage, type ToolCard } from '@contracts';
import { toolText } from '@/features/wall';
import { useBookmarks, type ToolArea } from '../bookmarks-context';
import { focusBookmarkOrPanel } from '../focus-after-change';

interface ToolMenuProps {
  tool: ToolCard;
  area: ToolArea;
  onClose: () => void;
}

/** A modal keeps the keyboard inside: Tab from the last control goes to the first, and back. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement | null) {
  const controls = [...(dialog?.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]') ?? [])];
  if (controls.length === 0) return;
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

const PANEL_OF_AREA: Record<ToolArea, string> = { wall: 'wall', bookmark: 'bookmark', management: 'management', subsidiary: 'subsidiary' };

/**
 * Spec section 2, the menu of a tool (the spec's mobile menu, offered on desktop too): move earlier,
 * move later (with the position), add or remove the bookmark, details, open, cancel. A modal dialog:
 * escape or cancel closes it and the focus goes back to where it was opened from.
 */
export function ToolMenu({ tool, area, onClose }: ToolMenuProps) {
  const { t, i18n } = useTranslation();
  const bookmarks = useBookmarks();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const title = toolText(tool, 'title', toLanguage(i18n.language));
  const url = toolText(tool, 'url', toLanguage(i18n.language));
  const list = bookmarks.items ?? [];
  const index = list.findIndex((item) => item._id === tool._id);
  const booked = index >= 0;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('button:not([disabled]), a')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
      else focusBookmarkOrPanel(tool._id);
    };
    // Once per menu: focus its first action on opening, give the focus back on closing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A move can disable the button that had the focus (first or last position): the focus stays in the
  // menu, on its first usable control, so that the keyboard and Escape keep working.
  useEffect(() => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (dialog.current && (!active || !dialog.current.contains(active) || active.disabled)) {
      dialog.current.querySelector<HTMLElement>('button:not([disabled]), a')?.focus();
    }
  }, [index, list.length]);

  // Escape closes the menu wherever the focus is (the dialog's own handler only hears it inside).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !dialog.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="tool-menu__backdrop" onClick={onClose}>
      <div
        ref={dialog}
        className="tool-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key === 'Tab') keepFocusInside(event, dialog.current);
        }}
      >
        <h2 id={titleId} className="tool-menu__title">
          {title}
        </h2>
        {booked && (
          <>
            <p className="tool-menu__position">{t('bookmarks.menu.position', { position: index + 1, count: list.length })}</p>
            <button type="button" className="tool-menu__item" disabled={index === 0} onClick={() => bookmarks.move(index, index - 1)}>
              {t('bookmarks.menu.earlier')}
            </button>
            <button type="button" className="tool-menu__item" disabled={index === list.length - 1} onClick={() => bookmarks.move(index, index + 1)}>
              {t('bookmarks.menu.later')}
            </button>
          </>
        )}
        <button
          type="button"
          className="tool-menu__item"
          disabled={bookmarks.items === null}
          onClick={() => {
            if (booked) bookmarks.remove(tool._id);
            else bookmarks.add(tool);
            onClose();
          }}
        >
          {t(booked ? 'bookmarks.menu.remove' : 'bookmarks.menu.add')}
        </button>
        <Link className="tool-menu__item" to={`/infos-tool/${encodeURIComponent(tool._id)}/${PANEL_OF_AREA[area]}`} onClick={onClose}>
          {t('bookmarks.menu.details')}
        </Link>
        {url && (
          <a className="tool-menu__item" href={url} target="_blank" rel="noopener noreferrer" onClick={onClose} data-open-tool-id={tool._id}>
            {t('bookmarks.menu.openTool')}
            <span className="visually-hidden">{t('wall.opensInNewTab')}</span>
          </a>
        )}
        <button type="button" className="tool-menu__item tool-menu__item--cancel" onClick={onClose}>
          {t('bookmarks.menu.cancel')}
        </button>
      </div>
    </div>
  );
}
