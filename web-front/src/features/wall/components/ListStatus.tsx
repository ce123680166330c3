import { useTranslation } from 'react-i18next';

/** What a list shows before its tools: loading, or a failure with a way to try again. */
export function ListStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className="wall__status wall__status--error" role="alert">
        <p>{t('wall.loadError')}</p>
        <button type="button" className="wall__retry" onClick={onRetry}>
          {t('wall.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="wall__status" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{t('wall.loading')}</span>
    </div>
  );
}
