import { authProvider } from '../authProvider';
import { initialLanguage } from '../i18n/language';
import { adminStore } from '../store';
import { startHomeCalls } from './startHomeCalls';

// Imported first by main.tsx, so that this runs before the rest of the app's code is evaluated (the
// translations, react-admin's and MUI's modules, the home's code preloads): the session call and, on
// the home, the tools list's calls are on their way ~100 ms sooner after a reload.
authProvider.warmUp();
startHomeCalls({
  location: window.location,
  language: initialLanguage(),
  storedListParams: adminStore.getItem('tools.listParams'),
  permissions: () => authProvider.getPermissions(),
});
