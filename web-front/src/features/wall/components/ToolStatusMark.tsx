import { useTranslation } from 'react-i18next';
import { formatDisplayDate, toLanguage, type ToolStatusView } from '@contracts';
import { useToolStatus } from '../hooks/use-tool-status';

/** The tooltip's text: the status, then the last check and its response time, or the maintenance's message and end. */
export function statusDescription(status: ToolStatusView, t: (key: string, values?: Record<string, unknown>) => string, language: ReturnType<typeof toLanguage>): string {
  const lines = [t(`wall.status.${status.status}`)];
  if (status.status === 'maintenance' && status.maintenance) {
    if (status.maintenance.message) lines.push(status.maintenance.message);
    lines.push(t('wall.status.until', { date: formatDisplayDate(status.maintenance.until, language, { withTime: true }) }));
  } else if (status.checkedAt) {
    lines.push(t('wall.status.lastCheck', { date: formatDisplayDate(status.checkedAt, language, { withTime: true }) }));
    if (status.responseMs !== null) lines.push(t('wall.status.responseTime', { ms: status.responseMs }));
  }
  return lines.join(' · ');
}

/**
 * A checked tool's status on its tile: a coloured mark with its word (colour is never the only sign),
 * read by screen readers as "Status: down", with the last check and response time in its tooltip.
 */
export function ToolStatusMark({ toolId }: { toolId: string }) {
  const { t, i18n } = useTranslation();
  const status = useToolStatus(toolId);
  if (!status) return null;
  const description = statusDescription(status, t, toLanguage(i18n.language));
  return (
    <span className={`tile__status tile__status--${status.status}`} title={description} data-status={status.status}>
      <span className="tile__status-dot" aria-hidden="true" />
      <span aria-hidden="true">{t(`wall.status.short.${status.status}`)}</span>
      <span className="visually-hidden">{description}</span>
    </span>
  );
}
