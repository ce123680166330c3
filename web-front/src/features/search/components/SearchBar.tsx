import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contracts';
import { normaliseSearchTerm } from '../search-rules';

interface SearchBarProps {
  /** Receives the applied term ('' for no search), 800 ms after the typing stops. */
  onSearch: (term: string) => void;
  /** Focusing the field opens the panels it filters (spec section 4). */
  onFocus?: () => void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The front page's search field: lowercased, trimmed, applied after 800 ms when longer than 1 character. */
export function SearchBar({ onSearch, onFocus }: SearchBarProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const onSearchRef = useRef(onSearch);
  const inputId = useId();
  const hintId = useId();
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

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

  return (
    <div className="search-bar" role="search" ref={rootRef}>
      <label className="search-bar__label" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="search-bar__input"
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        aria-describedby={hintId}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setValue(event.target.value)}
        onFocus={handleFocus}
      />
      <p id={hintId} className="search-bar__hint">
        {t('search.hint')}
      </p>
    </div>
  );
}
