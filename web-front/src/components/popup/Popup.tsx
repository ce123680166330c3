import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusableIn } from './focusable';

/** Popups can stack (the tour over a tool's information): the page scrolls again once the last one closes. */
let openPopups = 0;

interface PopupProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  className?: string;
  /** The role: an alertdialog asks for a decision (the network warning). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal popup: labelled by its title, closed by Escape, a click on the overlay or the close button.
 * Tab stays inside it; focus goes to the popup on opening and back where it was on closing.
 */
export function Popup({ title, onClose, children, footer, className = '', role = 'dialog' }: PopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    openPopups += 1;
    document.body.classList.add('has-popup');
    return () => {
      openPopups -= 1;
      if (openPopups === 0) document.body.classList.remove('has-popup');
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    if (focusable.length === 0) return event.preventDefault();
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="popup-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={`popup ${className}`.trim()}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="popup__header">
          <h2 id={titleId} className="popup__title">
            {title}
          </h2>
          <button type="button" className="popup__close" onClick={onClose} aria-label={t('popup.close')} title={t('popup.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="popup__body">{children}</div>
        {footer && <div className="popup__footer">{footer}</div>}
      </div>
    </div>
  );
}
