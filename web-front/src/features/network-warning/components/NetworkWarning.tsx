import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@contracts';
import { Popup } from '@/components/popup';
import { isInternalWebsite } from '../internal-website';

interface NetworkWarningProps {
  user: Pick<CurrentUser, 'is_in_hermes_network' | 'hermes_internal_websites'>;
}

/**
 * Front spec sections 2 and 6: outside the company network, a link to an internal website first
 * shows a warning with cancel and continue. Watches every link of the page (tiles, bookmarks,
 * popups) from the document, so no list needs to know about it.
 */
export function NetworkWarning({ user }: NetworkWarningProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ href: string; toolId: string | null } | null>(null);
  const outside = !user.is_in_hermes_network;
  const websites = user.hermes_internal_websites;

  useEffect(() => {
    if (!outside) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.dataset.networkChecked === 'true' || !isInternalWebsite(link.href, websites ?? [])) return;
      event.preventDefault();
      event.stopPropagation();
      // The tool it opens (if any) goes on "Continue", so the open is counted only when it happens.
      setPending({ href: link.href, toolId: link.getAttribute('data-open-tool-id') });
    };
    // Capture phase: the warning comes before any other handler of the link.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [outside, websites]);

  if (!pending) return null;
  const cancel = () => setPending(null);
  return (
    <Popup
      title={t('networkWarning.title')}
      onClose={cancel}
      role="alertdialog"
      footer={
        <>
          <button type="button" className="button" onClick={cancel}>
            {t('networkWarning.cancel')}
          </button>
          <a
            className="button button--primary"
            href={pending.href}
            target="_blank"
            rel="noopener noreferrer"
            data-network-checked="true"
            data-open-tool-id={pending.toolId ?? undefined}
            onClick={() => setTimeout(cancel)}
          >
            {t('networkWarning.continue')}
          </a>
        </>
      }
    >
      <p>{t('networkWarning.text')}</p>
      <p className="network-warning__url">{pending.href}</p>
    </Popup>
  );
}
