import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDirectorySearchText } from '@contracts';
import { useDirectorySearch } from '@/features/directory';
import type { Picked } from '../tool-form-values';

interface DirectoryPickerProps {
  label: string;
  value: Picked[];
  onChange: (value: Picked[]) => void;
  withGroups: boolean;
  error?: string;
  disabled?: boolean;
}

/** Chooses people (and groups): a search field with its results, and the chosen ones as removable chips. */
export function DirectoryPicker({ label, value, onChange, withGroups, error, disabled }: DirectoryPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const resultsId = useId();
  const [text, setText] = useState('');
  const { results, searching } = useDirectorySearch(disabled ? '' : text, withGroups);
  const chosen = new Set(value.map((entry) => entry.id));
  const offered = results.filter((entry) => !chosen.has(entry.id));
  const typed = text.trim() !== '';

  const add = (entry: Picked) => {
    onChange([...value, entry]);
    setText('');
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {value.length > 0 && (
        <ul className="chips" aria-label={label}>
          {value.map((entry) => (
            <li key={entry.id} className={`chip chip--${entry.kind}`}>
              <span>{entry.label}</span>
              {!disabled && (
                <button type="button" className="chip__remove" onClick={() => onChange(value.filter((other) => other.id !== entry.id))} aria-label={t('toolForm.picker.remove', { name: entry.label })}>
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <input
          id={inputId}
          type="search"
          className="field__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Escape clears a search first; only an empty field lets it close the popup.
            if (event.key === 'Escape' && text) {
              event.stopPropagation();
              setText('');
            }
          }}
          placeholder={t(withGroups ? 'toolForm.picker.placeholderGroups' : 'toolForm.picker.placeholder')}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={!!error || undefined}
          aria-controls={resultsId}
          autoComplete="off"
        />
      )}
      <div id={resultsId} role="status" className="picker__status">
        {typed && !isDirectorySearchText(text) && <span className="field__hint">{t('toolForm.picker.minLetters')}</span>}
        {typed && isDirectorySearchText(text) && searching && <span className="field__hint">{t('toolForm.picker.searching')}</span>}
        {typed && isDirectorySearchText(text) && !searching && offered.length === 0 && <span className="field__hint">{t('toolForm.picker.noResult')}</span>}
      </div>
      {offered.length > 0 && (
        <ul className="picker__results" aria-label={t('toolForm.picker.results', { label })}>
          {offered.map((entry) => (
            <li key={`${entry.kind}:${entry.id}`}>
              <button type="button" className="picker__result" onClick={() => add(entry)}>
                {entry.label}
                <span className="picker__kind"> {t(entry.kind === 'group' ? 'toolForm.picker.group' : 'toolForm.picker.person')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
