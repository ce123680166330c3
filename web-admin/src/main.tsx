// First, before the app's code runs: on the home, its code is asked for (boot/toolsHomeCode), then the
// page's calls start (boot/startPageCalls).
import { isToolsHome } from './boot/toolsHomeCode';
import './boot/startPageCalls';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, ToolsHome } from './App';
import { createI18nProvider } from './i18nProvider';
import { coalesceQueryNotifications } from './boot/coalesceQueryNotifications';
import { ADMIN_BASENAME } from './navigation';

// One render for the answers that settle together (the access checks at boot), not one each.
coalesceQueryNotifications();

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
