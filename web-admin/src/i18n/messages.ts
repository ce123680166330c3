import type { StringMap } from 'react-admin';

/**
 * A message tree in react-admin's format ("%{name}" placeholders, "||||" plurals); the
 * i18n provider converts it for i18next. Languages other than English may leave keys out:
 * i18next then falls back to English, as the spec allows for some zh and ja texts.
 */
export type Messages = StringMap;
