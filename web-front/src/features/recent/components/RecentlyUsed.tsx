import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolTile } from '@/features/wall';
import { useOpenReporting } from '../hooks/use-open-reporting';
import { useRecentTools } from '../hooks/use-recent-tools';
import { readReservedHeight, saveReservedHeight } from '../reserved-height';
import '../recent.css';

/**
 * "Recently used": the person's last distinct tools opened, newest first, hidden while there are
 * none. Each open anywhere on the page is reported; the list is read again when the person comes back.
 * While the list loads, an empty block of the panel's height on this browser's last visit keeps its
 * place (nothing when it was hidden then), so the wall below does not move when the list arrives.
 */
export function RecentlyUsed() {
  const { t } = useTranslation();
  const headingId = useId();
  const { tools, loading } = useRecentTools();
  const [reserved] = useState(readReservedHeight);
  const panel = useRef<HTMLElement>(null);
  useOpenReporting();
  const shown = tools.length > 0;
  useLayoutEffect(() => {
    if (!loading) saveReservedHeight(shown ? (panel.current?.offsetHeight ?? 0) : 0);
  }, [loading, shown, tools]);

  if (loading) return reserved > 0 ? <div className="recently-used-reserved" style={{ height: reserved }} aria-hidden="true" /> : null;
  if (!shown) return null;
  return (
    <section ref={panel} className="panel recently-used" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title recently-used__title">
        {t('recent.title')}
      </h2>
      <p className="recently-used__help">{t('recent.help')}</p>
      <ul className="tile-grid recently-used__list">
        {tools.map((tool) => (
          <li key={tool._id} className="recently-used__item">
            <ToolTile tool={tool} action={null} />
          </li>
        ))}
      </ul>
    </section>
  );
}
