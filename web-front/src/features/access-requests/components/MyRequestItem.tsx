import { useState } from 'react';
import { RequestFacts } from './RequestFacts';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, toLanguage, type AccessRequestWire } from '@contracts';

interface MyRequestItemProps {
  request: AccessRequestWire;
  onWithdraw: (id: string) => Promise<void>;
}

/** What the state says: granted until its end (or for good), refused with the reason. */
function useStateText(request: AccessRequestWire): string {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  if (request.state === 'granted')
    return request.endsAt ? t('accessRequests.mine.grantedUntil', { date: formatDisplayDate(request.endsAt, language) }) : t('accessRequests.mine.grantedForGood');
  if (request.state === 'refused') return t('accessRequests.mine.refused', { reason: request.refusalReason ?? '' });
  return t(`accessRequests.mine.state.${request.state}`);
}

/** One request of "My requests"; a waiting one can be withdrawn, after a confirmation. */
export function MyRequestItem({ request, onWithdraw }: MyRequestItemProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const stateText = useStateText(request);

  const withdraw = async () => {
    setBusy(true);
    try {
      await onWithdraw(request.id);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className={`my-request my-request--${request.state}`}>
      <p className="my-request__title">{request.toolTitle}</p>
      <p className="my-request__state">{stateText}</p>
      <RequestFacts request={request} />
      {request.state === 'waiting' &&
        (confirming ? (
          <div className="my-request__confirm" role="group" aria-label={t('accessRequests.mine.confirm', { title: request.toolTitle })}>
            <p>{t('accessRequests.mine.confirm', { title: request.toolTitle })}</p>
            <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void withdraw()}>
              {t('accessRequests.mine.confirmYes')}
            </button>
            <button type="button" className="button button--small button--outlined" disabled={busy} onClick={() => setConfirming(false)}>
              {t('accessRequests.mine.confirmNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--small button--outlined" onClick={() => setConfirming(true)}>
            {t('accessRequests.mine.withdraw')}
          </button>
        ))}
    </li>
  );
}
