import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_RULES, checkAccessRequest, type RequestableToolWire, type RuleViolation } from '@contracts';
import { type AccessRequestSend, requestAccess } from '@/api/access-request-calls';
import { ApiError } from '@/api/client';
import { errorMessage } from '@/components/notifications/error-message';

interface RequestAccessFormProps {
  tool: RequestableToolWire;
  /** The request was stored. */
  onSent: () => void;
  /** The server already holds an open request of the person for this tool. */
  onAlreadyOpen: () => void;
}

/** The days field's text as the request's days: empty is "unlimited" (null), anything else a number to check. */
function daysOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The form of "Request access": the reason, the answer to the tool's question, how long. Checked here with the server's own rules. */
export function RequestAccessForm({ tool, onSent, onAlreadyOpen }: RequestAccessFormProps) {
  const { t, i18n } = useTranslation();
  const ids = { reason: useId(), answer: useId(), days: useId() };
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState('');
  const [days, setDays] = useState(tool.maxDays === null ? '' : String(tool.maxDays));
  const [violations, setViolations] = useState<RuleViolation[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const errorOf = (field: string) => {
    const violation = violations.find((v) => v.field === field);
    return violation ? t(`errors.codes.${violation.code}`, violation.params ?? {}) : null;
  };
  const fieldError = (field: keyof typeof ids) => {
    const message = errorOf(field);
    return message ? (
      <p id={`${ids[field]}-error`} className="field__error">
        {message}
      </p>
    ) : null;
  };
  const describedBy = (field: keyof typeof ids, ...more: string[]) => [...more, errorOf(field) ? `${ids[field]}-error` : ''].filter(Boolean).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: AccessRequestSend = { reason, answer: tool.question ? answer : null, days: daysOf(days) };
    const broken = checkAccessRequest(body, tool);
    setViolations(broken);
    setFailure(null);
    if (broken.length) return;
    setSending(true);
    try {
      await requestAccess(tool.toolId, body);
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.code === ACCESS_REQUEST_RULES.alreadyOpen.code) onAlreadyOpen();
      else setFailure(errorMessage(error, t, i18n.exists.bind(i18n)));
    } finally {
      setSending(false);
    }
  };

  const over = reason.length > ACCESS_REQUEST_LIMITS.reasonLength;
  return (
    <form className="access-request-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`field${errorOf('reason') ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.reason}>
          {t('accessRequests.form.reason')}
        </label>
        <textarea
          id={ids.reason}
          className="field__input"
          rows={4}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={!!errorOf('reason') || undefined}
          aria-describedby={describedBy('reason', `${ids.reason}-counter`)}
        />
        <p id={`${ids.reason}-counter`} className={`field__counter${over ? ' field__counter--over' : ''}`}>
          {t('accessRequests.form.counter', { count: reason.length, max: ACCESS_REQUEST_LIMITS.reasonLength })}
        </p>
        {fieldError('reason')}
      </div>
      {tool.question && (
        <div className={`field${errorOf('answer') ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ids.answer}>
            {tool.question}
          </label>
          <textarea
            id={ids.answer}
            className="field__input"
            rows={2}
            required
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            aria-invalid={!!errorOf('answer') || undefined}
            aria-describedby={describedBy('answer')}
          />
          {fieldError('answer')}
        </div>
      )}
      <div className={`field${errorOf('days') ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.days}>
          {t('accessRequests.form.days')}
        </label>
        <input
          id={ids.days}
          className="field__input field__input--short"
          type="number"
          inputMode="numeric"
          min={1}
          max={tool.maxDays ?? ACCESS_REQUEST_LIMITS.maxDays}
          required={tool.maxDays !== null}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          aria-invalid={!!errorOf('days') || undefined}
          aria-describedby={describedBy('days', `${ids.days}-hint`)}
        />
        <p id={`${ids.days}-hint`} className="field__hint">
          {tool.maxDays === null ? t('accessRequests.form.daysUnlimited') : t('accessRequests.form.daysMax', { count: tool.maxDays })}
        </p>
        {fieldError('days')}
      </div>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className={`button button--primary${sending ? ' button--pending' : ''}`} disabled={sending}>
          {t('accessRequests.form.send')}
        </button>
      </div>
    </form>
  );
}
