import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_RULES, approvedDaysOfField, checkApprovedDays, type AccessRequestWire } from '@contracts';
import { approveAccessRequest, refuseAccessRequest } from '@/api/access-request-calls';
import { ApiError } from '@/api/client';
import { errorMessage } from '@/components/notifications/error-message';
import { RequestFacts } from './RequestFacts';

interface RequestToDecideProps {
  request: AccessRequestWire;
  /** Decided (or found decided by someone else): the list is read again. */
  onDecided: (message: string) => void;
}

/** One waiting request in a manager's tool information: who asks, why, for how long; approve (for the days asked or fewer), or refuse with a reason. */
export function RequestToDecide({ request, onDecided }: RequestToDecideProps) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const daysId = useId();
  const [daysText, setDaysText] = useState(request.days === null ? '' : String(request.days));
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = request.requester.fullname;

  const decide = async (send: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await send();
      onDecided(done);
    } catch (failure) {
      // The one refusal with a parameter: the days asked, which this request knows.
      const overAsked = failure instanceof ApiError && failure.code === ACCESS_REQUEST_RULES.durationOverAsked.code;
      setError(overAsked ? t(`errors.codes.${failure.code}`, { max: request.days }) : errorMessage(failure, t, i18n.exists.bind(i18n)));
    } finally {
      setBusy(false);
    }
  };
  const approve = () => {
    const days = approvedDaysOfField(daysText);
    const broken = checkApprovedDays(days, request.days)[0];
    if (broken) return setError(t(`errors.codes.${broken.code}`, broken.params ?? {}));
    const granted = days === request.days ? null : (days as number | null);
    void decide(() => approveAccessRequest(request.id, granted), t('accessRequests.decide.approved', { name }));
  };
  const refuse = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('errors.codes.ACCESS_REQUEST.REFUSAL_REASON_REQUIRED'));
    if (trimmed.length > ACCESS_REQUEST_LIMITS.reasonLength) return setError(t('errors.codes.ACCESS_REQUEST.REASON_TOO_LONG', { max: ACCESS_REQUEST_LIMITS.reasonLength }));
    void decide(() => refuseAccessRequest(request.id, trimmed), t('accessRequests.decide.refused', { name }));
  };

  return (
    <li className="request-to-decide">
      <p className="my-request__title">{name}</p>
      <RequestFacts request={request} />
      {request.question && (
        <p className="my-request__reason">
          {request.question} {request.answer}
        </p>
      )}
      {refusing ? (
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t('accessRequests.decide.refusalReason')}
          </label>
          <textarea id={reasonId} className="field__input" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={!!error || undefined} />
          <div className="my-request__confirm">
            <button type="button" className="button button--small button--primary" disabled={busy} onClick={refuse}>
              {t('accessRequests.decide.confirmRefuse')}
            </button>
            <button type="button" className="button button--small button--outlined" disabled={busy} onClick={() => setRefusing(false)}>
              {t('accessRequests.decide.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="my-request__confirm">
          <label className="field__label" htmlFor={daysId}>
            {t('accessRequests.decide.days')}
          </label>
          <input
            id={daysId}
            className="field__input request-to-decide__days"
            type="number"
            min={1}
            max={request.days ?? undefined}
            inputMode="numeric"
            placeholder={request.days === null ? t('accessRequests.decide.daysUnlimited') : undefined}
            value={daysText}
            onChange={(event) => setDaysText(event.target.value)}
          />
          <button
            type="button"
            className="button button--small button--primary"
            disabled={busy}
            aria-label={t('accessRequests.decide.approveFor', { name })}
            onClick={approve}
          >
            {t('accessRequests.decide.approve')}
          </button>
          <button type="button" className="button button--small button--outlined" disabled={busy} aria-label={t('accessRequests.decide.refuseFor', { name })} onClick={() => setRefusing(true)}>
            {t('accessRequests.decide.refuse')}
          </button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
