import { localStorageStore, type Store } from 'react-admin';
import { LANGUAGE_STORAGE_KEY, parseLanguage, readStoredLanguage, storeLanguage } from './i18n/language';

/** react-admin keeps the chosen locale under this store key (useLocaleState). */
const LOCALE_KEY = 'locale';

/**
 * react-admin's localStorage store, except that the locale is the portal-wide
 * `portal.language` entry: the language switcher of either app then changes both.
 */
export function createAdminStore(inner: Store = localStorageStore('1', 'PortalAdmin')): Store {
  const localeListeners = new Set<(value: unknown) => void>();
  const publishLocale = (value: unknown) => localeListeners.forEach((listener) => listener(value));
  // Another tab (front or back-office) changed the language.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY) publishLocale(parseLanguage(event.newValue));
  };

  return {
    ...inner,
    setup() {
      inner.setup();
      window.addEventListener('storage', onStorage);
    },
    teardown() {
      inner.teardown();
      window.removeEventListener('storage', onStorage);
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key !== LOCALE_KEY) return inner.getItem(key, defaultValue);
      return (readStoredLanguage() as T | undefined) ?? defaultValue;
    },
    setItem<T>(key: string, value: T) {
      if (key !== LOCALE_KEY) return inner.setItem(key, value);
      storeLanguage(parseLanguage(value));
      publishLocale(value);
    },
    removeItem(key: string) {
      if (key !== LOCALE_KEY) return inner.removeItem(key);
      storeLanguage(undefined);
      publishLocale(undefined);
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (key !== LOCALE_KEY) return inner.subscribe(key, callback);
      localeListeners.add(callback);
      return () => localeListeners.delete(callback);
    },
  };
}

/** The back-office's one store: the app's, also read as the page loads (src/boot) for the list's last order and page. */
export const adminStore = createAdminStore();
