import { ANNOUNCEMENT_RULES, API_TOKEN_RULES, CATEGORY_RULES, SUBSIDIARY_RULES } from '@contracts';
import { CONFIG_RULES } from '@contracts/config-rules';

/** The server's codes of the reference-data pages that the interface translates (referenceData/*.ts). */
export const REFERENCE_DATA_CODES: readonly string[] = [
  // IN_USE is left to the server's message, which counts what still uses the subsidiary.
  ...Object.values(SUBSIDIARY_RULES)
    .filter((rule) => rule !== SUBSIDIARY_RULES.inUse)
    .map((rule) => rule.code),
  ...Object.values(CATEGORY_RULES).map((rule) => rule.code),
  ...Object.values(ANNOUNCEMENT_RULES)
    .map((rule) => rule.code)
    .filter((code) => code.startsWith('ANNOUNCEMENTS.')),
  'ANNOUNCEMENTS.NOT_FOUND',
  CONFIG_RULES.invalidNetwork.code,
  'CONFIG.INVALID_STATUS_CHECK_HOST',
  CONFIG_RULES.invalidMail.code,
  CONFIG_RULES.tooMany.code,
  CONFIG_RULES.helpUrlTooLong.code,
  CONFIG_RULES.invalidHelpUrl.code,
  'DEFAULT_TOOLS.TOOL_REQUIRED',
  'DEFAULT_TOOLS.LANGUAGE_REQUIRED',
  'DEFAULT_TOOLS.DUPLICATE',
  'DEFAULT_TOOLS.UNKNOWN_REFERENCE',
  'IMPORT.TEST_MODE_NEEDS_BOTH_FILES',
  'IMPORT.ALREADY_RUNNING',
  'IMPORT.UNPARSEABLE',
  'IMPORT.NO_VALID_ROWS',
  'IMPORT.TOO_MANY_REJECTED',
  'IMPORT.FAILED',
  'IMPORT.DATABASE_BUSY',
  'IMPORT.NOT_AWAITING_CONFIRMATION',
  'IMPORT.PATH_OUTSIDE_FOLDER',
  'IMPORT.NIGHTLY_FILE_REFUSED',
  ...Object.values(API_TOKEN_RULES).map((rule) => rule.code),
  'API_TOKEN.NOT_FOUND',
];
