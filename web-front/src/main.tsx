import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BOOKMARKS_PATH, CONFIG_PATH } from './api/calls';
import { askEarly } from './api/client';
import { RECENT_TOOLS_PATH } from './api/usage-calls';
import { App } from './app';
import { isSignedInPage } from './app/router';
import { askCurrentUserEarly, awaitEarlyUser } from './features/startup';
import { initI18n } from './i18n/i18n';
import { currentLanguageChoice } from './i18n/language';
import './styles.css';
import './popups.css';

// Who is signed in, and what the first screen shows that needs only the session (bookmarks, "Recently
// used" above the wall, the configuration): asked now (index.html's preloads have usually started them),
// answered while the translations get ready, not a round trip after the user's answer.
const signedInPage = isSignedInPage(window.location.pathname);
if (signedInPage) {
  askCurrentUserEarly();
  for (const path of [BOOKMARKS_PATH, RECENT_TOOLS_PATH, CONFIG_PATH]) askEarly(path);
}

// The user's own language is applied once known; until then, the override or the browser's. On a
// signed-in page the first render waits for the user, so that it draws the front page itself: a loading
// screen drawn first would make the page's own drawing a second, blocking pass
// (docs/decisions/front-lazy-parts.md). Whatever goes wrong there is the start-up gate's to handle; past
// FIRST_SCREEN_WAIT_MS it draws its loading screen meanwhile.
const FIRST_SCREEN_WAIT_MS = 3000;
const firstScreen = () => Promise.race([awaitEarlyUser(), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
void initI18n(currentLanguageChoice())
  .then(() => (signedInPage ? firstScreen() : undefined))
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    // A transition: React draws the page in slices of a few milliseconds instead of one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
