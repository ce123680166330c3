/** The files and settings the import page holds before sending. */
interface ImportChoice {
  usersFile: File | null;
  servicesFile: File | null;
  importTestMode: boolean;
}

/**
 * Spec section 4: in test mode the import stays disabled unless both the users file and the
 * services file are chosen. Outside test mode one file imports that kind only, and none just
 * saves the settings (paths, test mode).
 */
export function canStartImport(choice: ImportChoice): boolean {
  if (choice.importTestMode) return !!choice.usersFile && !!choice.servicesFile;
  return true;
}

export const FINISHED_STATES = ['completed', 'failed', 'awaiting_confirmation'] as const;

/** How often the page asks for the report of a running import. */
export const IMPORT_POLL_MS = 1000;
