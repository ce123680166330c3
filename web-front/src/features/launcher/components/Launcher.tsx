import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@contracts';
import { useLauncherShortcut } from '../hooks/use-launcher-shortcut';
import { LauncherDialog } from './LauncherDialog';
import '../launcher.css';

/**
 * The quick launcher: Ctrl+K / ⌘K anywhere, `/` outside a text field, or its button (for touch
 * screens) opens a search over the caller's tools; Enter opens the chosen one in a new tab.
 */
export function Launcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const openLauncher = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useLauncherShortcut(openLauncher, !open);

  return (
    <>
      <button type="button" className="button launcher-button" onClick={openLauncher} aria-keyshortcuts="Control+K Meta+K /" title={t('launcher.buttonTitle')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('launcher.button')}</span>
      </button>
      {open && <LauncherDialog user={user} onClose={close} />}
    </>
  );
}
