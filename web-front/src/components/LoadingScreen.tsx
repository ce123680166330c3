import { useTranslation } from 'react-i18next';

interface LoadingScreenProps {
  /** An i18n key; the generic "Loading…" by default. */
  messageKey?: string;
}

/** A polite live region, so screen readers hear that the portal is working, not frozen. */
export function LoadingScreen({ messageKey = 'common.loading' }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{t(messageKey)}</span>
    </div>
  );
}
