import { useTranslation } from 'react-i18next';
import { formatDisplayDate, toLanguage, type AccessRequestWire } from '@contracts';

/** When a request was made, for how long, and why: shown to its requester and to its approvers alike. */
export function RequestFacts({ request }: { request: AccessRequestWire }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <>
      <p className="my-request__meta">
        {t('accessRequests.mine.askedOn', { date: formatDisplayDate(request.createdAt, language) })}
        {' · '}
        {request.days === null ? t('accessRequests.mine.unlimited') : t('accessRequests.mine.days', { count: request.days })}
      </p>
      <p className="my-request__reason">{request.reason}</p>
    </>
  );
}
