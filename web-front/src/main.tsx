import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { askRecentToolsEarly } from './api/usage-calls';
import { App } from './app';
import { isSignedInPage } from './app/router';
import { loadDndParts } from './features/bookmarks';
import { askCurrentUserEarly } from './features/startup';
import { initI18n } from './i18n/i18n';
import { currentLanguageChoice } from './i18n/language';
import './styles.css';
import './popups.css';

// The front page's drag and drop comes in its own chunk: fetched now, alongside the start-up calls.
// A failure is retried by the page itself.
loadDndParts().catch(() => undefined);
// Who is signed in, and their "Recently used" (drawn above the wall): asked now, answered while the
// translations and the first screen get ready.
if (isSignedInPage(window.location.pathname)) {
  askCurrentUserEarly();
  askRecentToolsEarly();
}

// The user's own language is applied once known; until then, the override or the browser's.
void initI18n(currentLanguageChoice()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
