import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contracts';
import { errorMessage } from './error-message';
import { NotificationsContext, type Notification, type Notify, type NotificationType, type NotifyOptions } from './notifications-context';
import { Toast } from './Toast';

/** Holds the toasts of the whole app; features call `useNotify()` and never render toasts themselves. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [notifications, setNotifications] = useState<Notification[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setNotifications((list) => list.filter((item) => item.id !== id));
  }, []);

  const push = useCallback(
    (type: NotificationType, message: string, options?: NotifyOptions) => {
      const id = nextId.current++;
      setNotifications((list) => [...list, { id, type, message }]);
      timers.current.set(id, window.setTimeout(() => dismiss(id), options?.durationMs ?? LIMITS.confirmationMs));
    },
    [dismiss],
  );

  const notify = useMemo<Notify>(
    () => ({
      success: (message, options) => push('success', message, options),
      error: (error, options) => push('error', errorMessage(error, t, (key) => i18n.exists(key)), options),
    }),
    [push, t, i18n],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <NotificationsContext.Provider value={notify}>
      {children}
      {/* Always rendered, even empty: a live region must exist before content arrives to be announced. */}
      <div className="toasts" aria-live="polite">
        <ul className="toasts__list">
          {notifications.map((notification) => (
            <Toast key={notification.id} notification={notification} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
    </NotificationsContext.Provider>
  );
}
