import { createContext, useContext } from 'react';

/** Spec section 8: notification events are either a success or an error. */
export type NotificationType = 'success' | 'error';

export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
}

export interface NotifyOptions {
  durationMs?: number;
}

export interface Notify {
  success(message: string, options?: NotifyOptions): void;
  /** Takes a message or any thrown value, turned into the generic error notice. */
  error(messageOrError: unknown, options?: NotifyOptions): void;
}

export const NotificationsContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
