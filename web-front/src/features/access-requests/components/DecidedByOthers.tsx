import { useTranslation } from 'react-i18next';
import { formatDisplayDate, toLanguage, type AccessRequestWire } from '@contracts';

/** Requests another approver settled lately: who asked, and who granted or refused it when. */
export function DecidedByOthers({ requests }: { requests: AccessRequestWire[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (!requests.length) return null;
  return (
    <>
      <h3 className="tool-requests__heading">{t('accessRequests.decide.decidedHeading')}</h3>
      <ul className="my-requests">
        {requests.map((request) => (
          <li key={request.id} className="request-to-decide">
            <p className="my-request__title">{request.requester.fullname}</p>
            <p className="my-request__meta">
              {t(request.state === 'refused' ? 'accessRequests.decide.refusedBy' : 'accessRequests.decide.grantedBy', {
                name: request.decidedBy?.fullname ?? '',
                date: request.decidedAt ? formatDisplayDate(request.decidedAt, language, { withTime: true }) : '',
              })}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
