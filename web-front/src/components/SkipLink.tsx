import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump over the header; it is visible only while focused. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {t('common.skipToContent')}
    </a>
  );
}
