import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type CurrentUser, type Language, type RequestableToolWire, type ToolCard } from '@contracts';
import { focusableIn, wrapTab } from '@/components/popup/focusable';
import { normaliseSearchTerm, searchKeyOf, usePersonNames } from '@/features/search';
import { OPEN_TOOL_ID, recentToolsQuery } from '@/features/recent';
import { ToolLogo, toolText, useToolList } from '@/features/wall';
import { useMediaQuery } from '@/hooks/use-media-query';
import { launcherEntries, launcherSearch, rankLauncherMatches, requestableLauncherMatches } from '../launcher-ranking';
import { LauncherRequestOption } from './LauncherRequestOption';

/** A touch screen or a phone-wide window: no keyboard to give hints about. */
const TOUCH_OR_NARROW = '(hover: none), (pointer: coarse), (max-width: 600px)';

interface LauncherDialogProps {
  user: CurrentUser;
  onClose: () => void;
  /** Private tools the person may ask for: found after their own tools, marked "Request access". */
  requestable?: readonly RequestableToolWire[];
}

/**
 * The launcher itself: a modal dialog holding a combobox (WAI-ARIA pattern: focus stays in the
 * field, the active option is `aria-activedescendant`). Each option is a real link opening the tool
 * in a new tab, so the network warning and the open reporting see it like any tile's link.
 */
export function LauncherDialog({ user, onClose, requestable = [] }: LauncherDialogProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const titleId = useId();
  const hintId = useId();
  const listboxId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Where focus was when the launcher opened: it goes back there on closing.
  const [previous] = useState(() => document.activeElement as HTMLElement | null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Looked up once per language, not on every key.
  const labels = useMemo(
    () => ({
      title: t('launcher.title'),
      close: t('popup.close'),
      field: t('launcher.label'),
      placeholder: t('launcher.placeholder'),
      hint: t('launcher.hint'),
      results: t('launcher.results'),
    }),
    [t],
  );

  const wall = useToolList(user, 'wall', language);
  const recent = useQuery(recentToolsQuery());
  const term = searchKeyOf(normaliseSearchTerm(query));
  // Keyboard hints only where a keyboard is likely: not on a touch screen or a phone-wide window.
  const keyboardHints = !useMediaQuery(TOUCH_OR_NARROW);
  // Asked as the launcher opens, not at the first key: the search texts are then built before typing starts.
  const names = usePersonNames(true, wall.data);
  // The search texts once per list and names; each key then only matches and keeps the best.
  const entries = useMemo(
    () => launcherEntries((wall.data ?? []).filter((tool) => toolText(tool, 'url', language) !== ''), names),
    [wall.data, names, language],
  );
  const search = useMemo(() => launcherSearch(entries), [entries]);
  const matches = useMemo(() => search(term), [search, term]);
  const tools = useMemo(() => rankLauncherMatches(matches, recent.data ?? [], term), [matches, recent.data, term]);
  const asked = useMemo(() => requestableLauncherMatches(requestable, term), [requestable, term]);
  const results = useMemo(() => [...tools, ...asked], [tools, asked]);
  const activeIndex = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${listboxId}-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  // Known from its scroll events, so that a key never has to ask the layout where the list is.
  const listScrolled = useRef(false);

  useEffect(() => {
    inputRef.current?.focus();
    return () => {
      // Not when something else took focus meanwhile (the network warning opened by a choice).
      const focusLost = !document.activeElement || document.activeElement === document.body;
      if (focusLost && previous?.isConnected) previous.focus();
    };
  }, [previous]);

  // The active option stays in view; scrolling forces a layout, so only when the active option moved.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listboxId}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);
  // New results start at the top (the first is the active one), if the list had been scrolled.
  useEffect(() => {
    if (listScrolled.current && listRef.current) listRef.current.scrollTop = 0;
  }, [results]);

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // The options are reached with the arrows, not Tab (tabIndex -1).
    wrapTab(event, focusableIn(dialogRef.current).filter((element) => element.tabIndex >= 0));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // A real click on the real link: the network warning and the open reporting apply.
      document.getElementById(optionId(activeIndex))?.click();
    }
  };

  const status =
    wall.data === undefined
      ? t(wall.isError ? 'launcher.failed' : 'launcher.loading')
      : results.length === 0
        ? t('launcher.noMatch')
        : t('launcher.count', { count: results.length });

  return (
    <div className="popup-overlay launcher-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialogRef} className="popup launcher" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onDialogKeyDown}>
        <div className="popup__header">
          <h2 id={titleId} className="popup__title">
            {labels.title}
          </h2>
          <button type="button" className="popup__close" onClick={onClose} aria-label={labels.close} title={labels.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="popup__body launcher__body">
          <input
            ref={inputRef}
            className="launcher__input"
            type="text"
            role="combobox"
            aria-label={labels.field}
            aria-describedby={keyboardHints ? hintId : undefined}
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            placeholder={labels.placeholder}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          {keyboardHints && (
            <p id={hintId} className="launcher__hint">
              {labels.hint}
            </p>
          )}
          <p className="launcher__status" role="status">
            {status}
          </p>
          <div
            ref={listRef}
            id={listboxId}
            className="launcher__list"
            role="listbox"
            aria-label={labels.results}
            onScroll={(event) => (listScrolled.current = event.currentTarget.scrollTop > 0)}
          >
            {tools.map((tool, index) => (
              <LauncherOption
                key={tool._id}
                id={optionId(index)}
                index={index}
                tool={tool}
                active={index === activeIndex}
                language={language}
                onPoint={setActive}
                onChosen={onClose}
              />
            ))}
            {asked.map((tool, offset) => (
              <LauncherRequestOption
                key={tool.toolId}
                id={optionId(tools.length + offset)}
                index={tools.length + offset}
                tool={tool}
                active={tools.length + offset === activeIndex}
                onPoint={setActive}
                onChosen={onClose}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

interface LauncherOptionProps {
  id: string;
  index: number;
  tool: ToolCard;
  active: boolean;
  language: Language;
  onPoint: (index: number) => void;
  onChosen: () => void;
}

/**
 * One result: a real link to the tool. Memoised: as a person types, most rows keep their tool and
 * place, and only the rows that changed are drawn again.
 */
const LauncherOption = memo(function LauncherOption({ id, index, tool, active, language, onPoint, onChosen }: LauncherOptionProps) {
  const title = toolText(tool, 'title', language);
  return (
    <a
      id={id}
      className={`launcher__option${active ? ' launcher__option--active' : ''}`}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      href={toolText(tool, 'url', language)}
      target="_blank"
      rel="noopener noreferrer"
      {...{ [OPEN_TOOL_ID]: tool._id }}
      onMouseMove={() => !active && onPoint(index)}
      // After the click has done its work: a link removed during its click opens nothing.
      onClick={() => setTimeout(onChosen)}
    >
      <span className="launcher__logo" aria-hidden="true">
        <ToolLogo logo={tool.logo} title={title} />
      </span>
      <span className="launcher__title">{title}</span>
    </a>
  );
});
