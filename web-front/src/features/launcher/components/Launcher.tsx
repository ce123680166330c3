import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, RequestableToolWire } from '@contracts';
import { lazyPart } from '@/lib/lazy-part';
import { useLauncherShortcut } from '../hooks/use-launcher-shortcut';
import '../launcher.css';
import { Icon } from '@/components/Icon';

/** The dialog and its ranking are not needed for the first paint: fetched once the page is idle. */
const launcherDialog = lazyPart(() => import('./LauncherDialog'));

/** Runs `task` when the browser has nothing else to do (a moment later where it cannot tell). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}

/**
 * The quick launcher: Ctrl+K / ⌘K anywhere, `/` outside a text field, or its button (for touch
 * screens) opens a search over the caller's tools; Enter opens the chosen one in a new tab. Tools the
 * caller may ask for come after, marked "Request access", and open the request form.
 */
export function Launcher({ user, requestable }: { user: CurrentUser; requestable?: readonly RequestableToolWire[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const openLauncher = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useLauncherShortcut(openLauncher, !open);
  const dialog = launcherDialog.use();
  useEffect(() => whenIdle(() => void launcherDialog.load().catch(() => undefined)), []);
  // Opened before the idle moment came: the dialog shows as soon as it is in.
  useEffect(() => {
    if (open && !dialog) launcherDialog.load().catch(() => setOpen(false));
  }, [open, dialog]);

  return (
    <>
      <button type="button" className="button launcher-button" onClick={openLauncher} aria-keyshortcuts="Control+K Meta+K /" title={t('launcher.buttonTitle')}>
        <Icon>
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </Icon>
        <span>{t('launcher.button')}</span>
      </button>
      {open && dialog && <dialog.LauncherDialog user={user} onClose={close} requestable={requestable} />}
    </>
  );
}
