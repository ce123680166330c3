import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOKMARKS_PATH, CONFIG_PATH } from './api/calls';
import { askEarly } from './api/client';
import { RECENT_TOOLS_PATH } from './api/usage-calls';
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
// Who is signed in, and what the first screen shows that needs only the session (bookmarks, "Recently
// used" above the wall, the configuration): asked now, answered while the translations and the first
// screen get ready, not a round trip after the user's answer (the bookmarks are a phone's largest paint).
if (isSignedInPage(window.location.pathname)) {
  askCurrentUserEarly();
  for (const path of [BOOKMARKS_PATH, RECENT_TOOLS_PATH, CONFIG_PATH]) askEarly(path);
}

// The user's own language is applied once known; until then, the override or the browser's.
void initI18n(currentLanguageChoice()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
