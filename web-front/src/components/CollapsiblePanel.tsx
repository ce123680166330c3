import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contracts';

interface CollapsiblePanelProps {
  title: string;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A panel of the front page (wall, managed tools…) that collapses to 95 px (spec section 2) and
 * expands again. Collapsed, its hidden part is inert so the keyboard never lands on what is not seen.
 */
export function CollapsiblePanel({ title, expanded, onExpandedChange, className = '', children }: CollapsiblePanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const style = { '--panel-collapsed-height': `${LIMITS.collapsedPanelPx}px` } as CSSProperties;
  return (
    <section className={`panel ${expanded ? '' : 'panel--collapsed'} ${className}`.trim()} aria-labelledby={headingId} style={style}>
      <div className="panel__header">
        <h2 id={headingId} className="panel__title">
          {title}
        </h2>
        <button type="button" className="panel__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => onExpandedChange(!expanded)}>
          <span aria-hidden="true" className="panel__toggle-icon">
            {expanded ? '▴' : '▾'}
          </span>
          {expanded ? t('panel.collapse') : t('panel.expand')}
          <span className="visually-hidden">{title}</span>
        </button>
      </div>
      <div id={bodyId} className="panel__body" inert={!expanded}>
        {children}
      </div>
    </section>
  );
}
