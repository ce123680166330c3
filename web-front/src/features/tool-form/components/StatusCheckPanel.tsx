import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkMaintenanceInput, checkStatusCheckInput, DEFAULT_ACCEPTED_STATUSES, STATUS_CHECK_LIMITS, type RuleViolation, type StatusHistory } from '@contracts';
import { declareMaintenance, endMaintenance, getToolStatusHistory, removeStatusCheck, saveStatusCheck } from '@/api/status-calls';
import { errorMessage } from '@/components/notifications/error-message';
import { useNotify } from '@/components/notifications/notifications-context';

const CHECK_FIELDS = ['url', 'accepted', 'intervalSeconds', 'timeoutMs', 'slowMs'] as const;
type CheckValues = Record<(typeof CHECK_FIELDS)[number], string>;

/** A tool's status check and maintenance in its edit form, for its editors (the back-office's rules and routes); left out when the route refuses the caller. */
export function StatusCheckPanel({ toolId }: { toolId: string }) {
  const history = useQuery({ queryKey: ['tool-status', toolId], queryFn: () => getToolStatusHistory(toolId), retry: false, meta: { quiet: true } });
  if (!history.data) return null;
  return <StatusCheckForm key={toolId} history={history.data} />;
}

function StatusCheckForm({ history }: { history: StatusHistory }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const idBase = useId();
  const idOf = (name: string) => `${idBase}-${name}`;
  const check = history.check;
  const [values, setValues] = useState<CheckValues>({
    url: check?.url ?? '',
    accepted: check?.accepted ?? DEFAULT_ACCEPTED_STATUSES,
    intervalSeconds: String(check?.intervalSeconds ?? STATUS_CHECK_LIMITS.defaultIntervalSeconds),
    timeoutMs: String(check?.timeoutMs ?? STATUS_CHECK_LIMITS.defaultTimeoutMs),
    slowMs: String(check?.slowMs ?? STATUS_CHECK_LIMITS.defaultSlowMs),
  });
  const [maintenance, setMaintenance] = useState({ message: '', until: '' });
  const [violations, setViolations] = useState<RuleViolation[]>([]);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => {
    const violation = violations.find((v) => v.field === field);
    return violation ? t(`errors.codes.${violation.code}`, violation.params ?? {}) : undefined;
  };

  /** Runs a call with the form's rules already passed; its answer replaces the history, a refusal is said in the interface language. */
  const send = async (call: () => Promise<StatusHistory>, done: string) => {
    setBusy(true);
    try {
      client.setQueryData(['tool-status', history.toolId], await call());
      notify.success(t(done));
    } catch (error) {
      notify.error(errorMessage(error, t, i18n.exists.bind(i18n)));
    } finally {
      setBusy(false);
    }
  };
  const saveCheck = () => {
    const { settings, violations: broken } = checkStatusCheckInput(values);
    setViolations(broken);
    if (!broken.length) void send(() => saveStatusCheck(history.toolId, settings), 'toolForm.status.saved');
  };
  const declare = () => {
    const until = maintenance.until ? new Date(maintenance.until).toISOString() : '';
    const broken = checkMaintenanceInput({ message: maintenance.message, until }, Date.now()).violations;
    setViolations(broken);
    if (!broken.length) void send(() => declareMaintenance(history.toolId, { message: maintenance.message, until }), 'toolForm.status.maintenance.declared');
  };

  const field = (name: string, label: string, value: string, onChange: (value: string) => void, type = 'text') => (
    <div key={name} className={`field${errorOf(name) ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={idOf(name)}>
        {label}
      </label>
      <input id={idOf(name)} className="field__input" type={type} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={!!errorOf(name) || undefined} />
      {errorOf(name) && <p className="field__error">{errorOf(name)}</p>}
    </div>
  );

  return (
    <fieldset className="tool-form__access">
      <legend>{t('toolForm.status.legend')}</legend>
      <p className="field__hint">{t('toolForm.status.help')}</p>
      {CHECK_FIELDS.map((name) => field(name, t(`toolForm.status.${name}`), values[name], (value) => setValues((current) => ({ ...current, [name]: value })), name === 'url' || name === 'accepted' ? 'text' : 'number'))}
      <button type="button" className={`button${busy ? ' button--pending' : ''}`} disabled={busy} onClick={saveCheck}>
        {t(check ? 'toolForm.status.save' : 'toolForm.status.turnOn')}
      </button>{' '}
      {check && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void send(() => removeStatusCheck(history.toolId), 'toolForm.status.removed')}>
          {t('toolForm.status.turnOff')}
        </button>
      )}
      <fieldset className="field">
        <legend className="field__label">{t('toolForm.status.maintenance.legend')}</legend>
        {history.maintenance && <p role="status">{t('toolForm.status.maintenance.current', { date: new Date(history.maintenance.until).toLocaleString(i18n.language) })}</p>}
        {field('message', t('toolForm.status.maintenance.message'), maintenance.message, (message) => setMaintenance((current) => ({ ...current, message })))}
        {field('until', t('toolForm.status.maintenance.until'), maintenance.until, (until) => setMaintenance((current) => ({ ...current, until })), 'datetime-local')}
        <button type="button" className="button" disabled={busy} onClick={declare}>
          {t('toolForm.status.maintenance.declare')}
        </button>{' '}
        {history.maintenance && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void send(() => endMaintenance(history.toolId), 'toolForm.status.maintenance.ended')}>
            {t('toolForm.status.maintenance.end')}
          </button>
        )}
      </fieldset>
    </fieldset>
  );
}
