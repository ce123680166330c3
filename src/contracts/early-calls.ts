/**
 * The GETs of the employee front's first screen that need only the session (who is signed in, the
 * bookmarks, "Recently used", the configuration). The api names them in the front's page as fetch
 * preloads (`<link rel="preload" as="fetch" data-early-call="…">`, each with its own `date`), so the
 * browser asks them beside the first script; the front's first call of each uses that address.
 */
export const FRONT_EARLY_CALLS = ['getOneUser', 'getBookmarkedApps', 'opens/recent', 'config'] as const;

/** The attribute that names the call a preload link is for. */
export const EARLY_CALL_ATTRIBUTE = 'data-early-call';
