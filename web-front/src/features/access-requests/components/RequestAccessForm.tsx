import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REQUEST_LIMITS, ACCESS_REQUEST_RULES, checkAccessRequest, type RequestableToolWire, type RuleViolation } from '@contracts';
import { type AccessRequestSend, requestAccess } from '@/api/access-request-calls';
import { ApiError } from '@/api/client';
import { Field } from '@/components/Field';
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
      <Field
        id={ids.reason}
        label={t('accessRequests.form.reason')}
        error={errorOf('reason')}
        note={{ text: t('accessRequests.form.counter', { count: reason.length, max: ACCESS_REQUEST_LIMITS.reasonLength }), className: `field__counter${over ? ' field__counter--over' : ''}` }}
      >
        {(control) => <textarea {...control} className="field__input" rows={4} required value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      {tool.question && (
        <Field id={ids.answer} label={tool.question} error={errorOf('answer')}>
          {(control) => <textarea {...control} className="field__input" rows={2} required value={answer} onChange={(event) => setAnswer(event.target.value)} />}
        </Field>
      )}
      <Field
        id={ids.days}
        label={t('accessRequests.form.days')}
        error={errorOf('days')}
        note={{ text: tool.maxDays === null ? t('accessRequests.form.daysUnlimited') : t('accessRequests.form.daysMax', { count: tool.maxDays }), className: 'field__hint' }}
      >
        {(control) => (
          <input
            {...control}
            className="field__input field__input--short"
            type="number"
            inputMode="numeric"
            min={1}
            max={tool.maxDays ?? ACCESS_REQUEST_LIMITS.maxDays}
            required={tool.maxDays !== null}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
      </Field>
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
