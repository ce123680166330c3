import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { i18n } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Everything the routes rely on, outside the router so toasts and the server state survive navigations. */
export function AppProvider({ children }: { children: ReactNode }) {
  // One cache per mounted app (each test renders its own), never shared at module level.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
