import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolCard } from '@contracts';
import { ToolTile } from '@/features/wall';

interface NewForYouProps {
  tools: ToolCard[];
  onDismiss: () => void;
}

/** The tools that became visible to the person since they last looked, shown until they dismiss them. */
export function NewForYou({ tools, onDismiss }: NewForYouProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (tools.length === 0) return null;
  return (
    <section className="announcement announcement--new-tools" aria-labelledby={headingId}>
      <div className="announcement__text">
        <h3 id={headingId} className="announcement__title">
          {t('announcements.newForYou', { count: tools.length })}
        </h3>
        <ul className="tile-grid new-for-you__list">
          {tools.map((tool) => (
            <li key={tool._id}>
              <ToolTile tool={tool} action={null} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="announcement__dismiss" onClick={onDismiss} aria-label={t('announcements.dismissNewForYou')}>
        {t('announcements.dismiss')}
      </button>
    </section>
  );
}
