import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setGlobalApiFailureHandler } from '@/api/client';
import { i18n, initI18n } from '@/i18n/i18n';

// CI shares two cores with the server build and other suites: give findBy/waitFor more than 1 s.
configure({ asyncUtilTimeout: 5000 });

await initI18n('en');

// Each test starts in a browser that holds a session's CSRF cookie, as after a sign-in (mayHaveSession).
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=session-of-the-test; path=/';
});

afterEach(async () => {
  cleanup();
  setGlobalApiFailureHandler(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  await i18n.changeLanguage('en');
});
