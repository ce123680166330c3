import { useTranslation } from 'react-i18next';
import type { Notification } from './notifications-context';

interface ToastProps {
  notification: Notification;
  onDismiss: (id: number) => void;
}

/** Errors interrupt (role alert); successes wait their turn in the polite region around them. */
export function Toast({ notification, onDismiss }: ToastProps) {
  const { t } = useTranslation();
  return (
    <li className={`toast toast--${notification.type}`} role={notification.type === 'error' ? 'alert' : undefined}>
      <span className="toast__message">{notification.message}</span>
      <button type="button" className="toast__dismiss" onClick={() => onDismiss(notification.id)} aria-label={t('notifications.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
