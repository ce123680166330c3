import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, ToolsHome } from './App';
import { authProvider } from './authProvider';
import { createI18nProvider } from './i18nProvider';
import { coalesceQueryNotifications } from './boot/coalesceQueryNotifications';
import { isToolsHome, startHomeCalls } from './boot/startHomeCalls';
import { initialLanguage } from './i18n/language';
import { ADMIN_BASENAME } from './navigation';
import { adminStore } from './store';

// One render for the answers that settle together (the access checks at boot), not one each.
coalesceQueryNotifications();

// The session call starts now, alongside the page's code, rather than once the app has rendered;
// on the home, so do the tools list's calls.
authProvider.warmUp();
startHomeCalls({
  location: window.location,
  language: initialLanguage(),
  storedListParams: adminStore.getItem('tools.listParams'),
  permissions: () => authProvider.getPermissions(),
});

// i18next initialises asynchronously: started before React rather than in the app's first effect,
// so the app renders once, with its translations, instead of rendering nothing first. On the home,
// React also waits for the list's code (fetched since App's module ran), so the list renders as soon
// as the person is known rather than suspending first (see preloadedLazy).
void Promise.all([createI18nProvider(), isToolsHome(window.location.pathname) && ToolsHome.loaded]).then(([i18nProvider]) => {
  // Real paths (/admin/footer) rather than react-admin's default hash router; a data router so
  // forms can warn about unsaved changes before navigating away.
  const router = createBrowserRouter([{ path: `${ADMIN_BASENAME}/*`, element: <App i18nProvider={i18nProvider} /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
