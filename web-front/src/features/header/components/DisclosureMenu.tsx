import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface DisclosureMenuProps {
  label: string;
  className?: string;
  children: ReactNode;
}

const LINKS = 'a[href]';

/** Moves focus among the panel's links: arrows step (and wrap), Home and End jump. */
function moveFocus(panel: HTMLElement, key: string): boolean {
  const links = Array.from(panel.querySelectorAll<HTMLAnchorElement>(LINKS));
  if (links.length === 0) return false;
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next: Record<string, number> = {
    ArrowDown: (current + 1) % links.length,
    ArrowUp: (current - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  };
  if (!(key in next)) return false;
  links[next[key]].focus();
  return true;
}

/**
 * A disclosure menu (WAI-ARIA disclosure pattern): a button with aria-expanded showing a panel of
 * links. Escape closes it and gives focus back to the button; arrows, Home, End and Tab move among
 * the links; a click or focus outside closes it.
 */
export function DisclosureMenu({ label, className = '', children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.target === buttonRef.current && event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
      // The panel renders on the next paint; focus its first link then.
      requestAnimationFrame(() => panelRef.current && moveFocus(panelRef.current, 'Home'));
      return;
    }
    if (open && panelRef.current && moveFocus(panelRef.current, event.key)) event.preventDefault();
  };

  return (
    <div className={`header-menu ${className}`} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="header-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <span className="header-menu__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} ref={panelRef} className="header-menu__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
