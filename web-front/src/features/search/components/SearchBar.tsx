import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contracts';
import { normaliseSearchTerm } from '../search-rules';
import { Icon } from '@/components/Icon';

/** What the page may do with the field: the wall's empty state offers to clear the search. */
export interface SearchBarControls {
  /** Empties the field (the search clears at once) and puts the focus back in it. */
  clear: () => void;
}

interface SearchBarProps {
  /** Receives the applied term ('' for no search), 800 ms after the typing stops. */
  onSearch: (term: string) => void;
  /** Focusing the field opens the panels it filters (spec section 4). */
  onFocus?: () => void;
  controls?: Ref<SearchBarControls>;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The front page's search field: lowercased, trimmed, applied after 800 ms when longer than 1
 * character. A clear button (and Escape) empties it; the "at least 2 characters" hint shows only
 * while the text is too short to search.
 */
export function SearchBar({ onSearch, onFocus, controls }: SearchBarProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const onSearchRef = useRef(onSearch);
  const inputId = useId();
  const hintId = useId();
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const clear = () => {
    setValue('');
    inputRef.current?.focus();
  };
  useImperativeHandle(controls, () => ({ clear }), []);

  useEffect(() => {
    // An emptied field clears at once; anything else waits for the typing to stop.
    if (!value.trim()) {
      onSearchRef.current('');
      return;
    }
    const timer = window.setTimeout(() => onSearchRef.current(normaliseSearchTerm(value)), LIMITS.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [value]);

  function handleFocus() {
    rootRef.current?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    onFocus?.();
  }

  const tooShort = value.trim() !== '' && Array.from(value.trim()).length < LIMITS.searchMinLength;

  return (
    <div className="search-bar" role="search" ref={rootRef}>
      <label className="search-bar__label" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <div className="search-bar__field">
        <input
          ref={inputRef}
          id={inputId}
          className="search-bar__input"
          type="search"
          value={value}
          placeholder={t('search.placeholder')}
          aria-describedby={tooShort ? hintId : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              setValue('');
            }
          }}
          onFocus={handleFocus}
        />
        {value !== '' && (
          <button type="button" className="search-bar__clear" aria-label={t('search.clear')} title={t('search.clear')} onClick={clear}>
            <Icon path="M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          </button>
        )}
      </div>
      {tooShort && (
        <p id={hintId} className="search-bar__hint">
          {t('search.hint')}
        </p>
      )}
    </div>
  );
}
