import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolTile } from '@/features/wall';
import { useOpenReporting } from '../hooks/use-open-reporting';
import { useRecentTools } from '../hooks/use-recent-tools';
import '../recent.css';

/**
 * "Recently used": the person's last distinct tools opened, newest first, hidden while there are
 * none. Each open anywhere on the page is reported; the list is read again when the person comes back.
 */
export function RecentlyUsed() {
  const { t } = useTranslation();
  const headingId = useId();
  const { tools } = useRecentTools();
  useOpenReporting();

  if (tools.length === 0) return null;
  return (
    <section className="panel recently-used" aria-labelledby={headingId}>
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
