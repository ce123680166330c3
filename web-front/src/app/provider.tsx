import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { i18n } from '@/i18n/i18n';

/** Everything the routes rely on, outside the router so toasts survive navigations. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <NotificationsProvider>{children}</NotificationsProvider>
    </I18nextProvider>
  );
}
